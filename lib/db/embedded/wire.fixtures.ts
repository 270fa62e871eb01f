/** Hand-built client messages for the wire and server tests. */
import { serialize } from "bson";
import { crc32c } from "./crc32c";
import { OP_MSG, OP_QUERY } from "./wire";

/** Builds an OP_MSG the way the driver does. */
export function opMsg(requestId: number, body: object, sequences: [string, object[]][] = [], flags = 0): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [id, docs] of sequences) {
    const payload = Buffer.concat([Buffer.from(`${id}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const withChecksum = (flags & 1) !== 0;
  const bodyBytes = Buffer.concat(parts);
  const length = 16 + 4 + bodyBytes.length + (withChecksum ? 4 : 0);
  const out = Buffer.alloc(length);
  out.writeInt32LE(length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(0, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(flags, 16);
  bodyBytes.copy(out, 20);
  if (withChecksum) out.writeUInt32LE(crc32c(out.subarray(0, length - 4)), length - 4);
  return out;
}

export function opQuery(requestId: number, ns: string, query: object): Buffer {
  const name = Buffer.from(`${ns}\0`);
  const doc = Buffer.from(serialize(query));
  const length = 16 + 4 + name.length + 8 + doc.length;
  const out = Buffer.alloc(length);
  out.writeInt32LE(length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(OP_QUERY, 12);
  name.copy(out, 20);
  out.writeInt32LE(-1, 20 + name.length + 4);
  doc.copy(out, 20 + name.length + 8);
  return out;
}
