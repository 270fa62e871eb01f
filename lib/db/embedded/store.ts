/**
 * All databases of one data directory: loads them at start, creates and drops
 * collections and databases durably. Layout:
 *   <dataDir>/LOCK
 *   <dataDir>/<db>/<collection>/{snapshot.bson,journal.log}
 * Dropping renames the directory out of the way first (atomic and durable),
 * then deletes it in the background; leftovers are removed at the next start.
 */
import fs from "node:fs";
import path from "node:path";
import { Collection } from "./collection";
import { CommandError } from "./errors";
import { decodeName, encodeName, fsyncDir, mkdirDurable } from "./storage/fsutil";
import { Journal } from "./storage/journal";
import type { Doc } from "./types";

const TRASH_PREFIX = ".trash-";

export class Store {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private readonly background = new Set<Promise<unknown>>();

  private constructor(readonly dataDir: string) {}

  static open(dataDir: string): Store {
    const store = new Store(dataDir);
    for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const full = path.join(dataDir, entry.name);
      if (entry.name.startsWith(TRASH_PREFIX)) {
        fs.rmSync(full, { recursive: true, force: true });
        continue;
      }
      const db = decodeName(entry.name);
      for (const sub of fs.readdirSync(full, { withFileTypes: true })) {
        if (!sub.isDirectory()) continue;
        if (sub.name.startsWith(TRASH_PREFIX)) {
          fs.rmSync(path.join(full, sub.name), { recursive: true, force: true });
          continue;
        }
        store.loadCollection(db, decodeName(sub.name), path.join(full, sub.name));
      }
    }
    return store;
  }

  private loadCollection(db: string, name: string, dir: string): void {
    const coll = new Collection(db, name);
    const { records, journal } = Journal.load(dir, () => coll.snapshotRecords());
    for (const record of records) coll.replay(record);
    coll.rebuildIndexes();
    coll.journal = journal;
    this.databaseMap(db).set(name, coll);
  }

  private databaseMap(db: string): Map<string, Collection> {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    return colls;
  }

  private dbDir(db: string): string {
    return path.join(this.dataDir, encodeName(db));
  }

  private collDir(db: string, name: string): string {
    return path.join(this.dbDir(db), encodeName(name));
  }

  databaseNames(): string[] {
    return [...this.dbs.entries()].filter(([, colls]) => colls.size > 0).map(([name]) => name);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it (durably, with its options) if needed. */
  ensureCollection(db: string, name: string, options: Doc = {}): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    validateNamespace(db, name);
    const dir = this.collDir(db, name);
    // A directory here can only be debris of a failed creation: start clean.
    fs.rmSync(dir, { recursive: true, force: true });
    mkdirDurable(dir);
    const coll = new Collection(db, name);
    coll.options = options;
    coll.journal = Journal.create(dir, () => coll.snapshotRecords());
    coll.persistMetadata();
    this.databaseMap(db).set(name, coll);
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const coll = this.collection(db, name);
    if (!coll) return false;
    this.dbs.get(db)?.delete(name);
    this.discard(this.collDir(db, name), coll);
    return true;
  }

  dropDatabase(db: string): void {
    const colls = this.dbs.get(db);
    this.dbs.delete(db);
    if (!fs.existsSync(this.dbDir(db))) return;
    this.discard(this.dbDir(db), ...(colls?.values() ?? []));
  }

  private discard(dir: string, ...colls: Collection[]): void {
    const trash = path.join(path.dirname(dir), `${TRASH_PREFIX}${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
    fs.renameSync(dir, trash);
    fsyncDir(path.dirname(dir));
    const task = Promise.all(colls.map((c) => c.journal?.close()))
      .then(() => fs.promises.rm(trash, { recursive: true, force: true }))
      .catch(() => undefined) // a leftover is cleaned at the next start
      .finally(() => this.background.delete(task));
    this.background.add(task);
  }

  /** Flushes every journal, finishes background deletions and closes all files. */
  async close(): Promise<void> {
    const colls = [...this.dbs.values()].flatMap((m) => [...m.values()]);
    await Promise.allSettled(colls.map((c) => c.flush()));
    await Promise.all(colls.map((c) => c.journal?.close()));
    await Promise.all([...this.background]);
  }
}

export function validateNamespace(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 64) {
    throw new CommandError("InvalidNamespace", `Invalid database name: '${db}'`);
  }
  if (!name || name.includes("\0") || name.startsWith("$") || name.startsWith(".") || name.endsWith(".")) {
    throw new CommandError("InvalidNamespace", `Invalid collection name: ${name}`);
  }
  if (name.startsWith("system.")) {
    throw new CommandError("InvalidNamespace", `Invalid system namespace: ${db}.${name}`);
  }
}
