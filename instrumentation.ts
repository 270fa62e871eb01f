export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServices } = await import("./lib/startup");
    await startServices();
    // Half a second of reading the chat's training sentences happens here, not in the first visitor's request.
    const { readTrainingSentences } = await import("./lib/chat/matcher");
    await readTrainingSentences();
  }
}
