/** Runs on the database thread started by thread.ts: starts the embedded server, stops it when told. */
import { parentPort, workerData } from "node:worker_threads";
import { startEmbeddedServer, type EmbeddedServerOptions } from "./index";
import { STOP, type ThreadReport } from "./thread";

// tsx turned source maps on for this thread while registering; nothing here prints stack traces (see lib/source-maps-off.ts).
process.setSourceMapsEnabled(false);

const port = parentPort!;
const report = (message: ThreadReport) => port.postMessage(message);

async function run(): Promise<void> {
  try {
    const { stop, ...server } = await startEmbeddedServer(workerData as EmbeddedServerOptions);
    port.on("message", (message: unknown) => {
      if (message !== STOP) return;
      // The store is flushed and the lock released once stop() resolves; the thread then ends.
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    report({ type: "listening", server });
  } catch (error) {
    report({ type: "failed", message: (error as Error).message });
    port.close();
  }
}

void run();
