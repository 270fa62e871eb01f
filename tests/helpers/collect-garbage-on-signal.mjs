// Preloaded (with --expose-gc) into a server under test only: SIGUSR2 asks for a full garbage
// collection, so a memory reading shows what the server keeps, not what is waiting to be collected.
process.on("SIGUSR2", () => globalThis.gc?.());
