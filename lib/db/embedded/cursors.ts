/**
 * Open cursors: results are computed when the cursor opens and handed out in
 * batches by getMore. Ids are positive 63-bit numbers sent as BSON Longs.
 */
import { calculateObjectSize, Long } from "bson";
import { CommandError } from "./errors";
import type { Doc } from "./types";

const DEFAULT_FIRST_BATCH = 101;
/** Keeps each reply well under the 16 MiB document limit. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  position: number;
  lastUsed: number;
}

export interface CursorReply extends Doc {
  cursor: Doc;
}

export class CursorRegistry {
  private readonly open = new Map<string, OpenCursor>();
  private nextId = BigInt(Math.floor(Math.random() * 2 ** 40) + 1);
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.expire(), 60_000);
    this.sweeper.unref();
  }

  private takeBatch(cursor: OpenCursor, batchSize: number | undefined): Doc[] {
    const limit = batchSize && batchSize > 0 ? batchSize : Infinity;
    const batch: Doc[] = [];
    let bytes = 0;
    while (cursor.position < cursor.docs.length && batch.length < limit) {
      const doc = cursor.docs[cursor.position];
      const size = calculateObjectSize(doc);
      if (batch.length && bytes + size > MAX_BATCH_BYTES) break;
      batch.push(doc);
      bytes += size;
      cursor.position++;
    }
    return batch;
  }

  /** Returns the first batch; registers a cursor only if documents remain. */
  first(ns: string, docs: Doc[], batchSize?: number, singleBatch = false): CursorReply {
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const firstBatch = this.takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = BigInt(0);
    if (!singleBatch && cursor.position < docs.length) {
      id = this.nextId++;
      this.open.set(id.toString(), cursor);
    }
    return { cursor: { firstBatch, id: Long.fromBigInt(id), ns } };
  }

  next(id: Long, ns: string, batchSize?: number): CursorReply {
    const key = id.toString();
    const cursor = this.open.get(key);
    if (!cursor) throw new CommandError("CursorNotFound", `cursor id ${key} not found`);
    if (cursor.ns !== ns) {
      throw new CommandError("BadValue", `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
    }
    cursor.lastUsed = Date.now();
    const nextBatch = this.takeBatch(cursor, batchSize);
    const done = cursor.position >= cursor.docs.length;
    if (done) this.open.delete(key);
    return { cursor: { nextBatch, id: done ? Long.fromNumber(0) : id, ns } };
  }

  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  private expire(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [key, cursor] of this.open) if (cursor.lastUsed < cutoff) this.open.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.open.clear();
  }
}
