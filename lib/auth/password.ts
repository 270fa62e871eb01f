import { randomBytes } from "node:crypto";
import { Worker } from "node:worker_threads";

const BCRYPT_COST = 12;

/**
 * bcrypt at cost 12 is a quarter of a second of CPU in JavaScript. On the request thread a
 * handful of sign-in attempts would stall every page; on one worker thread they queue among
 * themselves and everything else keeps its share of the machine.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const bcrypt = require("bcryptjs");
parentPort.on("message", ({ id, op, password, hash, cost }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

type Job = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };
interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function settle(id: number, outcome: { result?: string | boolean; error?: string }): void {
  const job = pending.get(id);
  if (!job) return;
  pending.delete(id);
  // An idle worker must not keep a finished script (seed, tests) alive.
  if (pending.size === 0) worker?.unref();
  if (outcome.error !== undefined) job.reject(new Error(outcome.error));
  else job.resolve(outcome.result!);
}

function bcryptWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(WORKER_SOURCE, { eval: true });
  created.on("message", (message: { id: number; result?: string | boolean; error?: string }) => settle(message.id, message));
  const fail = (error: Error) => {
    if (worker === created) worker = undefined;
    for (const id of [...pending.keys()]) settle(id, { error: error.message });
  };
  created.on("error", fail);
  created.on("exit", (code) => fail(new Error(`password worker stopped (${code})`)));
  worker = created;
  return created;
}

function run<T extends string | boolean>(job: Job): Promise<T> {
  const target = bcryptWorker();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as Pending["resolve"], reject });
    target.ref();
    target.postMessage({ id, ...job });
  });
}

export function hashPassword(password: string): Promise<string> {
  return run<string>({ op: "hash", password, cost: BCRYPT_COST });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return run<boolean>({ op: "compare", password, hash });
}

/** A password for the first super admin when none is configured: 18 random URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(14).toString("base64url").slice(0, 18);
}
