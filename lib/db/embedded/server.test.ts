/** @jest-environment node */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { deserialize } from "bson";
import { type EmbeddedServer, startEmbeddedServer } from "./index";
import { opMsg, opQuery } from "./wire.fixtures";

let server: EmbeddedServer;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "edb-server-"));
  server = await startEmbeddedServer({ dataDir: dir });
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw connection that collects reply bodies. */
function connect(): Promise<{ socket: net.Socket; next(): Promise<Record<string, unknown>>; closed: Promise<void> }> {
  return new Promise((resolve) => {
    const socket = net.connect(server.socketPath!, () => {
      let buf = Buffer.alloc(0);
      const waiting: ((doc: Record<string, unknown>) => void)[] = [];
      const ready: Record<string, unknown>[] = [];
      socket.on("data", (chunk) => {
        buf = Buffer.concat([buf, chunk]);
        while (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
          const msg = buf.subarray(0, buf.readInt32LE(0));
          buf = buf.subarray(msg.length);
          const body = deserialize(msg.readInt32LE(12) === 1 ? msg.subarray(36) : msg.subarray(21));
          const w = waiting.shift();
          if (w) w(body);
          else ready.push(body);
        }
      });
      const closed = new Promise<void>((done) => socket.on("close", () => done()));
      resolve({
        socket,
        closed,
        next: () => new Promise((res) => (ready.length ? res(ready.shift() as Record<string, unknown>) : waiting.push(res))),
      });
    });
  });
}

describe("server connections", () => {
  it("answers the legacy handshake with OP_REPLY", async () => {
    const conn = await connect();
    conn.socket.write(opQuery(1, "admin.$cmd", { ismaster: 1 }));
    const reply = await conn.next();
    expect(reply).toMatchObject({ ok: 1, ismaster: true, maxWireVersion: expect.any(Number) });
    expect(reply).not.toHaveProperty("topologyVersion");
    conn.socket.destroy();
  });

  it("sends nothing back for moreToCome and keeps serving", async () => {
    const conn = await connect();
    conn.socket.write(opMsg(1, { insert: "c", $db: "raw", writeConcern: { w: 0 } }, [["documents", [{ _id: 1 }]]], 2));
    conn.socket.write(opMsg(2, { count: "c", $db: "raw" }, [], 1));
    expect(await conn.next()).toEqual({ n: 1, ok: 1 });
    conn.socket.destroy();
  });

  it("drops a connection that sends a corrupt message", async () => {
    const conn = await connect();
    const msg = opMsg(1, { ping: 1, $db: "x" }, [], 1);
    msg[msg.length - 1] ^= 1;
    conn.socket.write(msg);
    await conn.closed;
  });

  it("answers commands without $db or for unknown names with errors", async () => {
    const conn = await connect();
    conn.socket.write(opMsg(1, { ping: 1 }));
    expect(await conn.next()).toMatchObject({ ok: 0, code: 73 });
    conn.socket.write(opMsg(2, { nope: 1, $db: "x" }));
    expect(await conn.next()).toMatchObject({ ok: 0, code: 59, codeName: "CommandNotFound", errmsg: "no such command: 'nope'" });
    conn.socket.destroy();
  });
});
