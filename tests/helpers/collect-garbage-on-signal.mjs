// Preloaded (with --expose-gc) into a server under test only: SIGUSR2 collects garbage until the
// heap stops shrinking and prints one JSON line with what the server then holds. Several passes,
// because V8 lets go of code that has stopped running (start-up code) only after a few of them;
// so a reading shows what is kept, not what is waiting to be collected.
const MAX_PASSES = 10;

process.on("SIGUSR2", () => {
  let previous = Infinity;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    globalThis.gc?.();
    const { heapUsed } = process.memoryUsage();
    if (heapUsed > previous * 0.995) break;
    previous = heapUsed;
  }
  const { heapUsed, external, rss } = process.memoryUsage();
  console.log(JSON.stringify({ msg: "retained memory", heapUsed, external, rss }));
});
