export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServices } = await import("./lib/startup");
    await startServices();
  }
}
