/** @jest-environment node */
import { deserialize } from "bson";
import { encodeMsg, encodeReply, MessageFramer, OP_MSG, OP_REPLY, parseMessage, ProtocolError } from "./wire";
import { opMsg, opQuery } from "./wire.fixtures";

describe("wire protocol", () => {
  it("parses OP_MSG with document sequences", () => {
    const req = parseMessage(opMsg(7, { insert: "c", $db: "d" }, [["documents", [{ a: 1 }, { a: 2 }]]]));
    expect(req).toMatchObject({ kind: "msg", requestId: 7, moreToCome: false });
    expect(req.command).toEqual({ insert: "c", $db: "d", documents: [{ a: 1 }, { a: 2 }] });
  });

  it("verifies checksums and sees moreToCome", () => {
    const good = opMsg(8, { ping: 1, $db: "admin" }, [], 1 | 2);
    expect(parseMessage(good)).toMatchObject({ kind: "msg", moreToCome: true, command: { ping: 1 } });
    const bad = Buffer.from(good);
    bad[bad.length - 1] ^= 0xff;
    expect(() => parseMessage(bad)).toThrow(ProtocolError);
  });

  it("parses the legacy OP_QUERY handshake, wrapped or not", () => {
    expect(parseMessage(opQuery(1, "admin.$cmd", { ismaster: 1 }))).toMatchObject({ kind: "query", namespace: "admin.$cmd", command: { ismaster: 1 } });
    expect(parseMessage(opQuery(2, "admin.$cmd", { $query: { ismaster: 1 }, $readPreference: {} })).command).toEqual({ ismaster: 1 });
  });

  it("frames messages split and joined across chunks", () => {
    const a = opMsg(1, { ping: 1, $db: "x" });
    const b = opMsg(2, { hello: 1, $db: "x" });
    const stream = Buffer.concat([a, b]);
    const framer = new MessageFramer();
    const out = [...framer.push(stream.subarray(0, 3)), ...framer.push(stream.subarray(3, a.length + 5)), ...framer.push(stream.subarray(a.length + 5))];
    expect(out.map((m) => parseMessage(m).requestId)).toEqual([1, 2]);
    expect(() => new MessageFramer().push(Buffer.from([1, 0, 0, 0]))).toThrow(ProtocolError);
  });

  it("encodes one body section per reply and OP_REPLY for the handshake", () => {
    const msg = encodeMsg(9, { ok: 1 });
    expect(msg.readInt32LE(0)).toBe(msg.length);
    expect(msg.readInt32LE(8)).toBe(9);
    expect(msg.readInt32LE(12)).toBe(OP_MSG);
    expect(msg[20]).toBe(0);
    expect(deserialize(msg.subarray(21))).toEqual({ ok: 1 });
    const reply = encodeReply(3, { ismaster: true, ok: 1 });
    expect(reply.readInt32LE(12)).toBe(OP_REPLY);
    expect(reply.readInt32LE(32)).toBe(1); // numberReturned
    expect(deserialize(reply.subarray(36))).toEqual({ ismaster: true, ok: 1 });
  });
});
