/**
 * Durable storage of one collection: a snapshot file plus an append-only
 * journal of idempotent records (put a document, delete an _id, set the
 * metadata). Appends are group-committed: records that arrive while a write is
 * in flight go out together in the next write and share its fdatasync.
 *
 * When the journal outgrows the snapshot it is folded into a new snapshot
 * (temporary file, fsync, rename) and truncated. Because every record is
 * idempotent, a crash between the rename and the truncation is harmless:
 * replaying the old journal over the new snapshot gives the same state.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Doc } from "../types";
import { PRIVATE_FILE_MODE } from "../../private-files";
import { fsyncDir, writeFileAtomic } from "./fsutil";
import { frameRecord, readRecords } from "./records";

const write = promisify(fs.write);
const fdatasync = promisify(fs.fdatasync);

export const SNAPSHOT_FILE = "snapshot.bson";
export const JOURNAL_FILE = "journal.log";
/** Below this a journal is never compacted: rewriting tiny snapshots would cost more than replaying. */
const MIN_COMPACTION_BYTES = 1 << 20;

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export interface LoadedState {
  records: Doc[];
  journal: Journal;
}

export class Journal {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private appendedSeq = 0;
  private durableSeq = 0;
  private writing = false;
  private closed = false;
  private failure: Error | null = null;
  private waiters: Waiter[] = [];
  private idle: (() => void)[] = [];

  private constructor(
    readonly dir: string,
    private fd: number,
    private journalBytes: number,
    private snapshotBytes: number,
    /** Supplies the full current state when compacting. */
    private readonly snapshotSource: () => Doc[],
  ) {}

  /** Creates the files of a new collection; the directory must exist. */
  static create(dir: string, snapshotSource: () => Doc[]): Journal {
    const fd = fs.openSync(path.join(dir, JOURNAL_FILE), "a+", PRIVATE_FILE_MODE);
    fsyncDir(dir);
    return new Journal(dir, fd, 0, 0, snapshotSource);
  }

  /**
   * Reads snapshot and journal, drops a torn journal tail and any temporary
   * file left by an interrupted compaction, and returns the records to apply
   * in order.
   */
  static load(dir: string, snapshotSource: () => Doc[]): LoadedState {
    fs.rmSync(path.join(dir, `${SNAPSHOT_FILE}.tmp`), { force: true });
    const records: Doc[] = [];
    let snapshotBytes = 0;
    const snapshotPath = path.join(dir, SNAPSHOT_FILE);
    if (fs.existsSync(snapshotPath)) {
      const buf = fs.readFileSync(snapshotPath);
      const read = readRecords(buf);
      // Snapshots are renamed into place only once complete, so damage here is not a torn write.
      if (read.validLength !== buf.length) throw new Error(`Snapshot ${snapshotPath} is corrupt`);
      records.push(...read.records);
      snapshotBytes = buf.length;
    }
    const journalPath = path.join(dir, JOURNAL_FILE);
    const fd = fs.openSync(journalPath, "a+", PRIVATE_FILE_MODE);
    const buf = fs.readFileSync(journalPath);
    const read = readRecords(buf);
    records.push(...read.records);
    if (read.validLength !== buf.length) {
      fs.ftruncateSync(fd, read.validLength);
      fs.fsyncSync(fd);
    }
    return { records, journal: new Journal(dir, fd, read.validLength, snapshotBytes, snapshotSource) };
  }

  append(record: Doc): void {
    if (this.failure) throw this.failure;
    if (this.closed) return;
    const framed = frameRecord(record);
    this.pending.push(framed);
    this.pendingBytes += framed.length;
    this.appendedSeq++;
  }

  /** Resolves once every record appended so far is on disk. */
  flush(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.durableSeq >= this.appendedSeq || this.closed) return Promise.resolve();
    const seq = this.appendedSeq;
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
    void this.pump();
    return done;
  }

  private async pump(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.pending.length && !this.closed) {
        const upto = this.appendedSeq;
        if (this.journalBytes + this.pendingBytes > Math.max(MIN_COMPACTION_BYTES, this.snapshotBytes)) {
          this.compact();
        } else {
          const batch = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
          this.pending = [];
          this.pendingBytes = 0;
          await write(this.fd, batch, 0, batch.length, this.journalBytes);
          await fdatasync(this.fd);
          this.journalBytes += batch.length;
        }
        this.durableSeq = upto;
        this.settle();
      }
    } catch (err) {
      // The disk refused a write: in-memory state is now ahead of it, so stop acknowledging anything.
      this.failure = new Error(`Writing to ${this.dir} failed: ${(err as Error).message}`);
      for (const w of this.waiters.splice(0)) w.reject(this.failure);
    } finally {
      this.writing = false;
      if (this.closed || !this.pending.length) for (const resolve of this.idle.splice(0)) resolve();
      this.settle();
    }
  }

  private settle(): void {
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= this.durableSeq || this.closed) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  /** Folds the journal (and pending records, already reflected in memory) into a new snapshot. */
  private compact(): void {
    this.pending = [];
    this.pendingBytes = 0;
    const chunks = this.snapshotSource().map(frameRecord);
    this.snapshotBytes = writeFileAtomic(path.join(this.dir, SNAPSHOT_FILE), chunks);
    fs.ftruncateSync(this.fd, 0);
    fs.fsyncSync(this.fd);
    this.journalBytes = 0;
  }

  private whenIdle(): Promise<void> {
    if (!this.writing) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Stops writing and closes the file once an in-flight write has finished. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.settle();
    await this.whenIdle();
    fs.closeSync(this.fd);
  }
}
