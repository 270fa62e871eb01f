/**
 * Record framing shared by journals and snapshots: [length u32][crc32 u32][BSON].
 * A reader stops at the first record that is incomplete or fails its checksum,
 * which is how a write torn by a crash is recognised and discarded.
 */
import { crc32 } from "node:zlib";
import { serialize } from "bson";
import { decodeDocument, type Doc } from "../types";

const PREFIX = 8;

export function frameRecord(record: Doc): Buffer {
  const body = serialize(record);
  const out = Buffer.allocUnsafe(PREFIX + body.length);
  out.writeUInt32LE(body.length, 0);
  out.writeUInt32LE(crc32(body), 4);
  out.set(body, PREFIX);
  return out;
}

export interface ReadResult {
  records: Doc[];
  /** Bytes of intact records; anything after is a torn or corrupt tail. */
  validLength: number;
}

export function readRecords(buf: Buffer): ReadResult {
  const records: Doc[] = [];
  let offset = 0;
  while (offset + PREFIX <= buf.length) {
    const length = buf.readUInt32LE(offset);
    const end = offset + PREFIX + length;
    if (length < 5 || end > buf.length) break;
    const body = buf.subarray(offset + PREFIX, end);
    if (crc32(body) !== buf.readUInt32LE(offset + 4)) break;
    records.push(decodeDocument(body));
    offset = end;
  }
  return { records, validLength: offset };
}
