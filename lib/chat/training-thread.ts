/**
 * The chat's training sentences are read on a thread of their own. Some 22,000 sentences, with the
 * modules that hold them, take about 20 MB of a heap, and a module once loaded stays loaded for the
 * life of the process: read on the application's thread, they would be held there for good, though
 * only their words are used after the first reading. Read on a thread that ends once it has sent
 * their words, they are freed with it.
 *
 * The thread loads its TypeScript through tsx, registered by training-thread-boot.cjs, as the
 * database's thread does (lib/db/embedded/thread.ts).
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { TrainingTopic } from "./training-topics";

/** Each topic with its training sentences' words, each sentence's words joined by spaces. */
export type TrainingTermEntries = [TrainingTopic, string[]][];

/** What the thread reports: the words, or why it could not read them. */
export type TrainingThreadReport = { type: "read"; entries: TrainingTermEntries } | { type: "failed"; message: string };

// Found from the working directory, the project's root for the server, Next.js and the tests alike.
// The bundler is told to leave it alone: the thread runs the TypeScript itself, not the bundle.
const BOOT_FILE = path.resolve(/* turbopackIgnore: true */ "lib/chat/training-thread-boot.cjs");

/** Reads the training sentences' words on a thread that ends once it has sent them. */
export function readTrainingTermsOnThread(): Promise<TrainingTermEntries> {
  const worker = new Worker(BOOT_FILE, { name: "chat training sentences" });
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the chat's training thread exited with code ${code} before it sent the sentences`)));
    worker.once("message", (report: TrainingThreadReport) => {
      if (report.type === "read") resolve(report.entries);
      else reject(new Error(report.message));
      void worker.terminate();
    });
  });
}
