/** @jest-environment node */
/**
 * Durability of the embedded server: restarts, crashes, torn writes, and one
 * server per data directory. These exercise the embedded server's own files,
 * so they are skipped against a real MongoDB.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { MongoClient } from "mongodb";
import { startEmbeddedServer } from "../../lib/db/embedded";
import { bsonFixture, expectFixture } from "./fixtures/bson";
import { embeddedIt, isEmbedded, type Loose, tempDir } from "./target";

const exact = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;
const dirs: string[] = [];
const children: ChildProcess[] = [];

function freshDir(): string {
  const dir = tempDir("edb-persist-");
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function withClient<T>(dataDir: string, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const server = await startEmbeddedServer({ dataDir });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

/** Runs a fixture script under tsx and hands back its output lines. */
function runFixture(script: string, args: string[]): { child: ChildProcess; lines: AsyncIterableIterator<string> } {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "fixtures", script), ...args], {
    cwd: path.join(__dirname, "../.."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  return { child, lines };
}

async function nextLine(lines: AsyncIterableIterator<string>): Promise<string> {
  const { value, done } = await lines.next();
  if (done) throw new Error("child process ended early");
  return value;
}

function collectionDir(dataDir: string, db: string, coll: string): string {
  return path.join(dataDir, db, coll);
}

(isEmbedded ? describe : describe.skip)("embedded persistence", () => {
  it("keeps data, indexes and BSON types across a restart", async () => {
    const dir = freshDir();
    await withClient(dir, async (client) => {
      const db = client.db("app");
      await db.collection<Loose>("types").insertOne(bsonFixture());
      await db.collection<Loose>("users").createIndex({ email: 1 }, { unique: true });
      await db.collection<Loose>("users").insertMany([{ email: "a@x.sl" }, { email: "b@x.sl" }]);
      await db.collection<Loose>("users").updateOne({ email: "b@x.sl" }, { $set: { role: "admin" } });
      await db.collection<Loose>("gone").insertOne({ a: 1 });
      await db.collection<Loose>("gone").drop();
      await client.db("other").collection<Loose>("x").insertOne({ _id: 1 });
    });
    await withClient(dir, async (client) => {
      const db = client.db("app");
      expectFixture(await db.collection<Loose>("types").findOne({ _id: "fixture" }, exact));
      expect(await db.collection<Loose>("users").findOne({ email: "b@x.sl" })).toMatchObject({ role: "admin" });
      expect(
        await db
          .collection<Loose>("users")
          .insertOne({ email: "a@x.sl" })
          .catch((e: { code: number }) => e.code),
      ).toBe(11000);
      expect((await db.listCollections().toArray()).map((c) => c.name).sort()).toEqual(["types", "users"]);
      expect(await client.db("other").collection<Loose>("x").countDocuments()).toBe(1);
    });
  });

  it("keeps data after a database is dropped and recreated", async () => {
    const dir = freshDir();
    await withClient(dir, async (client) => {
      await client.db("d").collection<Loose>("c").insertOne({ v: 1 });
      await client.db("d").dropDatabase();
      await client.db("d").collection<Loose>("c").insertOne({ v: 2 });
    });
    await withClient(dir, async (client) => {
      expect(
        await client
          .db("d")
          .collection<Loose>("c")
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ).toEqual([{ v: 2 }]);
    });
  });

  it("recovers from a leftover temporary snapshot and a torn journal tail", async () => {
    const dir = freshDir();
    await withClient(dir, async (client) => {
      await client
        .db("app")
        .collection<Loose>("notes")
        .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    });
    const collDir = collectionDir(dir, "app", "notes");
    fs.writeFileSync(path.join(collDir, "snapshot.bson.tmp"), "half-written snapshot");
    // A record header promising 200 bytes followed by only a few: a write cut short by a crash.
    const torn = Buffer.alloc(14);
    torn.writeUInt32LE(200, 0);
    fs.appendFileSync(path.join(collDir, "journal.log"), torn);
    await withClient(dir, async (client) => {
      const notes = client.db("app").collection<Loose>("notes");
      expect(await notes.countDocuments()).toBe(3);
      await notes.insertOne({ _id: 4 });
    });
    expect(fs.existsSync(path.join(collDir, "snapshot.bson.tmp"))).toBe(false);
    await withClient(dir, async (client) => {
      expect(await client.db("app").collection<Loose>("notes").countDocuments()).toBe(4);
    });
  });

  it("loses no acknowledged write when the process is killed", async () => {
    const dir = freshDir();
    const { child, lines } = runFixture("crash-writer.ts", [dir]);
    expect(await nextLine(lines)).toBe("ready");
    const acked = new Map<number, "ins" | "upd" | "del">();
    // Enough writes (8 KB each) to pass the 1 MiB compaction threshold at least once.
    while (acked.size < 160 + Math.floor(Math.random() * 60)) {
      const [kind, n] = (await nextLine(lines)).split(" ");
      if (kind === "error") throw new Error(n);
      const id = Number(n);
      acked.set(id, kind === "ack" ? "ins" : (kind as "upd" | "del"));
    }
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const snapshot = collectionDir(dir, "crash", "docs");
    expect(fs.existsSync(path.join(snapshot, "snapshot.bson"))).toBe(true);
    await withClient(dir, async (client) => {
      const docs = client.db("crash").collection<{ _id: number; rev: number }>("docs");
      for (const [id, state] of acked) {
        const doc = await docs.findOne({ _id: id });
        // The writer updates every 5th and deletes every 7th document after inserting it;
        // a follow-up that was in flight at the kill may or may not have happened.
        const updateInFlight = state === "ins" && id % 5 === 0;
        const deleteInFlight = state !== "del" && id % 7 === 0;
        if (state === "del") expect(doc).toBeNull();
        else if (!deleteInFlight) expect(doc).not.toBeNull();
        if (doc && (state === "upd" || !updateInFlight)) expect(doc.rev).toBe(state === "upd" ? 1 : 0);
      }
    });
  }, 30_000);

  it("refuses a second server on the same directory, in this process and another", async () => {
    const dir = freshDir();
    const first = await startEmbeddedServer({ dataDir: dir });
    try {
      await expect(startEmbeddedServer({ dataDir: dir })).rejects.toThrow(new RegExp(`${dir}.*in use`));
    } finally {
      await first.stop();
    }
    const { child, lines } = runFixture("hold-server.ts", [dir]);
    expect(await nextLine(lines)).toBe(`ready mongodb://${encodeURIComponent(path.join(dir, "mongodb.sock"))}`);
    await expect(startEmbeddedServer({ dataDir: dir })).rejects.toThrow(new RegExp(`${dir}.*in use by process ${child.pid}`));
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    const again = await startEmbeddedServer({ dataDir: dir });
    await again.stop();
  }, 20_000);

  it("takes over the lock of a process that died", async () => {
    const dir = freshDir();
    const { child, lines } = runFixture("hold-server.ts", [dir]);
    expect(await nextLine(lines)).toMatch(/^ready/);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(fs.readFileSync(path.join(dir, "LOCK"), "utf8").trim()).toBe(String(child.pid));
    const server = await startEmbeddedServer({ dataDir: dir });
    await server.stop();
    expect(fs.existsSync(path.join(dir, "LOCK"))).toBe(false);
  }, 20_000);

  it("reports an unusable data directory and a busy port clearly", async () => {
    const file = path.join(freshDir(), "plain-file");
    fs.writeFileSync(file, "");
    const bad = path.join(file, "data");
    await expect(startEmbeddedServer({ dataDir: bad })).rejects.toThrow(`Data directory ${bad} is not writable`);
    const first = await startEmbeddedServer({ dataDir: freshDir(), port: 0 });
    try {
      await expect(startEmbeddedServer({ dataDir: freshDir(), port: first.port })).rejects.toThrow(`Port ${first.port}`);
    } finally {
      await first.stop();
    }
  });
});

embeddedIt("stops cleanly while clients are still connected", async () => {
  const dir = freshDir();
  const server = await startEmbeddedServer({ dataDir: dir });
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 1000 });
  await client.db("x").collection<Loose>("y").insertOne({ a: 1 });
  await server.stop();
  await client.close();
  const again = await startEmbeddedServer({ dataDir: dir, port: server.port });
  await again.stop();
});

embeddedIt("acknowledges a { j: false } write before its fsync and every other write only after it", async () => {
  const { Journal } = await import("../../lib/db/embedded/storage/journal");
  await withClient(freshDir(), async (client) => {
    const coll = client.db("app").collection<Loose>("counters");
    await coll.insertOne({ _id: "warm" });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const flush = jest.spyOn(Journal.prototype, "flush").mockImplementation(() => gate);
    try {
      await coll.insertOne({ _id: "fast" }, { writeConcern: { w: 1, j: false } });
      let durableDone = false;
      const durable = coll.insertOne({ _id: "durable" }).then(() => (durableDone = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(durableDone).toBe(false);
      open();
      await durable;
    } finally {
      flush.mockRestore();
    }
    expect(await coll.countDocuments()).toBe(3);
  });
});
