/**
 * The embedded server on a thread of its own. In one process it otherwise shares the event loop
 * with the application: every query's parsing, matching, encoding and journal writes wait behind
 * page renders and route handlers, and they behind it. On its own thread it runs on another core
 * while the application serves requests. Nothing else changes: it listens on the same Unix socket
 * (or TCP port), a write is acknowledged only once the journal's fsync returns, and a crash of the
 * process takes both threads down at once, as before.
 *
 * The thread loads its TypeScript through tsx, registered by thread-boot.cjs, because a worker does
 * not inherit the loader of the thread that starts it.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { EmbeddedServer, EmbeddedServerOptions } from "./index";

/** What the thread reports: where it listens, or why it could not start. */
export type ThreadReport = { type: "listening"; server: Omit<EmbeddedServer, "stop"> } | { type: "failed"; message: string };

/** What the application tells the thread. */
export const STOP = "stop";

// Found from the working directory, which is the project's root for the server as for Next.js
// itself (next({ dir: "." })): how tsx compiles this module decides what __dirname holds.
const BOOT_FILE = path.resolve("lib/db/embedded/thread-boot.cjs");

/**
 * The thread's young generation, in MB. Every query allocates its wire messages, documents and
 * BSON there and almost all of it is garbage at once; by default V8 lets it take 32 MB before
 * collecting, memory the process holds at its peak for nothing. Collecting it every 4 MB costs
 * the thread little, on a core of its own, and lowered the server's peak under the bench by
 * about 20 MB (README, Performance).
 */
const YOUNG_GENERATION_MB = 12;

/** Starts the embedded server on a worker thread; resolves once it listens, rejects with the reason it could not start. */
export function startEmbeddedServerThread(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const worker = new Worker(BOOT_FILE, { workerData: options, name: "embedded database", resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  let stopping: Promise<void> | undefined;
  return new Promise((resolve, reject) => {
    const notStarted = (error: Error) => reject(error);
    const exitedEarly = (code: number) => reject(new Error(`the database thread exited with code ${code} before it listened`));
    worker.once("error", notStarted);
    worker.once("exit", exitedEarly);
    worker.on("message", (report: ThreadReport) => {
      if (report.type === "failed") {
        reject(new Error(report.message));
        return;
      }
      worker.off("error", notStarted);
      worker.off("exit", exitedEarly);
      // Past this point the database is gone if the thread fails: the process ends with the same error it would have thrown in one thread.
      worker.on("error", (error) => {
        if (!stopping)
          process.nextTick(() => {
            throw error;
          });
      });
      worker.on("exit", (code) => {
        if (!stopping)
          process.nextTick(() => {
            throw new Error(`the database thread exited with code ${code}`);
          });
      });
      const stop = () => {
        stopping ??= new Promise<void>((done) => {
          worker.once("exit", () => done());
          worker.postMessage(STOP);
        });
        return stopping;
      };
      resolve({ ...report.server, stop });
    });
  });
}
