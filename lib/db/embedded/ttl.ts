/**
 * TTL indexes: like MongoDB's monitor, a pass every 60 seconds deletes the
 * documents whose indexed date is older than expireAfterSeconds.
 */
import { valuesAtPath } from "./indexes";
import type { Store } from "./store";
import { canonicalKey, toWorking } from "./types";

const INTERVAL_MS = 60_000;

/** Deletes expired documents in every collection; returns how many. */
export async function expireDocuments(store: Store, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const db of store.databaseNames()) {
    for (const coll of store.collections(db)) {
      const ttl = coll.indexSpecs().filter((s) => typeof toWorking(s.expireAfterSeconds) === "number" && Object.keys(s.key).length === 1);
      if (!ttl.length) continue;
      for (const spec of ttl) {
        const cutoff = now - (toWorking(spec.expireAfterSeconds) as number) * 1000;
        const path = Object.keys(spec.key)[0].split(".");
        for (const rec of [...coll.records.values()]) {
          // An array of dates expires with its earliest date; documents without a date never expire.
          const dates = valuesAtPath(rec.doc, path).filter((v): v is Date => v instanceof Date);
          if (dates.length && Math.min(...dates.map((d) => d.getTime())) <= cutoff) {
            coll.remove(canonicalKey(rec.doc._id));
            removed++;
          }
        }
      }
      await coll.flush();
    }
  }
  return removed;
}

/** Starts the periodic pass; returns a function that stops it. */
export function startTtlMonitor(store: Store): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDocuments(store)
      .catch(() => undefined) // a failed pass is retried at the next interval
      .finally(() => (running = false));
  }, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
