/**
 * Where the conformance suite runs: a fresh embedded server on a temporary
 * data directory by default, or the real MongoDB named by MONGODB_URI (then
 * each test file works in its own randomly named database, dropped after).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Db, MongoClient, type MongoClientOptions, type ObjectId } from "mongodb";
import { type EmbeddedServer, startEmbeddedServer } from "../../lib/db/embedded";

export interface Target {
  /** Server URI without a database name. */
  uri: string;
  /** The database this test file owns. */
  dbName: string;
  /** Present only when running against the embedded server. */
  embedded?: { dataDir: string; server: EmbeddedServer; restart(): Promise<void>; stop(): Promise<void> };
  close(): Promise<void>;
}

export const realMongoUri = process.env.MONGODB_URI;
export const isEmbedded = !realMongoUri;

/** it() for behaviour that only exists on the embedded server (restarts, crash recovery, data-dir locking). */
export const embeddedIt: jest.It = isEmbedded ? it : it.skip;

/**
 * Temporary data directories live in memory (/dev/shm) when the machine has
 * it: fsync there costs nothing, which keeps the suite fast on a busy machine.
 * A killed process still leaves its page cache behind, so the crash tests mean
 * the same there; only a power cut could tell the difference.
 */
const TMP_ROOT = process.env.EMBEDDED_TEST_TMPDIR ?? (fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir());

export function tempDir(prefix = "edb-"): string {
  return fs.mkdtempSync(path.join(TMP_ROOT, prefix));
}

export async function openTarget(): Promise<Target> {
  const dbName = `conformance_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  if (realMongoUri) {
    return {
      uri: realMongoUri,
      dbName,
      async close() {
        const client = await MongoClient.connect(realMongoUri);
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  }
  const dataDir = tempDir();
  let server = await startEmbeddedServer({ dataDir });
  const port = server.port;
  const embedded = {
    dataDir,
    get server() {
      return server;
    },
    async stop() {
      await server.stop();
    },
    /** Stops and starts again on the same directory and port, so open clients reconnect. */
    async restart() {
      await server.stop();
      server = await startEmbeddedServer({ dataDir, port });
    },
  };
  return {
    uri: server.uri,
    dbName,
    embedded,
    async close() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A raw driver client on the target, with this file's database. */
export async function connectClient(target: Target, options: MongoClientOptions = {}): Promise<{ client: MongoClient; db: Db }> {
  const client = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000, ...options });
  return { client, db: client.db(target.dbName) };
}

/** Documents of any shape, including the non-ObjectId _ids tests use. */
export type Loose = { _id?: number | string | ObjectId | Doc } & Doc;
// Test documents are deliberately untyped: the suite probes the server, not the schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;
