/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";
import { startEmbeddedServer } from "./index";
import { startEmbeddedServerThread } from "./thread";

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "edb-thread-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded server on its own thread", () => {
  it("serves the driver on the data directory's socket and keeps what it acknowledged after it stops", async () => {
    const server = await startEmbeddedServerThread({ dataDir: dir });
    expect(server.socketPath).toBe(path.join(dir, "mongodb.sock"));
    expect(fs.statSync(server.socketPath!).mode & 0o777).toBe(0o600);
    const client = await MongoClient.connect(`${server.uri}/app`);
    await client
      .db()
      .collection("notes")
      .insertMany([{ _id: 1, text: "one" } as never, { _id: 2, text: "two" } as never]);
    expect(
      await client
        .db()
        .collection("notes")
        .findOne({ _id: 2 as never }),
    ).toEqual({ _id: 2, text: "two" });
    await client.close();
    await server.stop();
    expect(fs.existsSync(path.join(dir, "LOCK"))).toBe(false);
    expect(fs.existsSync(server.socketPath!)).toBe(false);

    // The directory is free again, and holds both documents for a server in this thread.
    const again = await startEmbeddedServer({ dataDir: dir });
    const reader = await MongoClient.connect(`${again.uri}/app`);
    expect(await reader.db().collection("notes").countDocuments()).toBe(2);
    await reader.close();
    await again.stop();
  });

  it("refuses to start, with the reason, on a data directory another server holds", async () => {
    const holder = await startEmbeddedServer({ dataDir: dir });
    await expect(startEmbeddedServerThread({ dataDir: dir })).rejects.toThrow(`Data directory ${dir} is in use by this process`);
    await holder.stop();
  });

  it("stops once however often it is told to", async () => {
    const server = await startEmbeddedServerThread({ dataDir: dir });
    await Promise.all([server.stop(), server.stop()]);
    await server.stop();
    expect(fs.existsSync(path.join(dir, "LOCK"))).toBe(false);
  });
});
