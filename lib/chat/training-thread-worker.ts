/** Runs on the thread started by training-thread.ts: reads the training sentences' words, sends them and ends. */
import { parentPort } from "node:worker_threads";
import { readTrainingTerms } from "./training-terms";
import type { TrainingThreadReport } from "./training-thread";

// tsx turned source maps on for this thread while registering; nothing here prints stack traces (see lib/source-maps-off.ts).
process.setSourceMapsEnabled(false);

let report: TrainingThreadReport;
try {
  report = { type: "read", entries: [...readTrainingTerms()] };
} catch (error) {
  report = { type: "failed", message: (error as Error).message };
}
parentPort!.postMessage(report);
