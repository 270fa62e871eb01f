/**
 * MongoDB wire protocol framing: splits the byte stream into messages,
 * decodes OP_QUERY (only used for the driver's first handshake) and OP_MSG,
 * and encodes OP_REPLY and OP_MSG answers.
 */
import { crc32c } from "./crc32c";
import { decodeDocument, type Doc, encodeDocument } from "./types";

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const HEADER_SIZE = 16;
const MAX_MESSAGE_SIZE = 48_000_000;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;

export class ProtocolError extends Error {}

export type Request =
  { kind: "query"; requestId: number; namespace: string; command: Doc } | { kind: "msg"; requestId: number; command: Doc; moreToCome: boolean };

/** Accumulates socket chunks and yields complete messages. */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
      this.chunks = [head];
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) throw new ProtocolError(`invalid message length ${length}`);
      if (head.length < length) break;
      messages.push(head.subarray(0, length));
      const rest = head.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }
}

function readCString(buf: Buffer, offset: number): [string, number] {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new ProtocolError("unterminated string");
  return [buf.toString("utf8", offset, end), end + 1];
}

function readDocument(buf: Buffer, offset: number, limit: number): [Doc, number] {
  if (offset + 4 > limit) throw new ProtocolError("truncated document");
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > limit) throw new ProtocolError("invalid document size");
  return [decodeDocument(buf.subarray(offset, offset + size)), offset + size];
}

export function parseMessage(message: Buffer): Request {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_MSG) return parseMsg(message, requestId);
  if (opCode === OP_QUERY) return parseQuery(message, requestId);
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function parseMsg(message: Buffer, requestId: number): Request {
  const flags = message.readUInt32LE(HEADER_SIZE);
  let end = message.length;
  if (flags & FLAG_CHECKSUM_PRESENT) {
    end -= 4;
    const expected = message.readUInt32LE(end);
    if (crc32c(message.subarray(0, end)) !== expected) throw new ProtocolError("OP_MSG checksum mismatch");
  }
  let offset = HEADER_SIZE + 4;
  let command: Doc | undefined;
  const sequences: [string, Doc[]][] = [];
  while (offset < end) {
    const kind = message[offset++];
    if (kind === 0) {
      if (command) throw new ProtocolError("OP_MSG with more than one body section");
      [command, offset] = readDocument(message, offset, end);
    } else if (kind === 1) {
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError("invalid document sequence size");
      let identifier: string;
      [identifier, offset] = readCString(message, offset + 4);
      const docs: Doc[] = [];
      while (offset < sectionEnd) {
        let doc: Doc;
        [doc, offset] = readDocument(message, offset, sectionEnd);
        docs.push(doc);
      }
      sequences.push([identifier, docs]);
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new ProtocolError("OP_MSG without a body section");
  for (const [identifier, docs] of sequences) {
    if (identifier in command) throw new ProtocolError(`duplicate field ${identifier} in OP_MSG`);
    command[identifier] = docs;
  }
  return { kind: "msg", requestId, command, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

function parseQuery(message: Buffer, requestId: number): Request {
  const [namespace, afterName] = readCString(message, HEADER_SIZE + 4);
  // numberToSkip and numberToReturn (8 bytes) are meaningless for commands.
  const [query] = readDocument(message, afterName + 8, message.length);
  // Legacy clients may wrap the command as { $query: {...}, $readPreference: ... }.
  const command = query.$query && typeof query.$query === "object" ? (query.$query as Doc) : query;
  return { kind: "query", requestId, namespace, command };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(HEADER_SIZE);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function encodeMsg(responseTo: number, doc: Doc): Buffer {
  const body = encodeDocument(doc);
  const length = HEADER_SIZE + 4 + 1 + body.length;
  const prefix = Buffer.alloc(5); // flagBits = 0, section kind 0
  return Buffer.concat([header(length, responseTo, OP_MSG), prefix, body], length);
}

export function encodeReply(responseTo: number, doc: Doc): Buffer {
  const body = encodeDocument(doc);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  const length = HEADER_SIZE + fields.length + body.length;
  return Buffer.concat([header(length, responseTo, OP_REPLY), fields, body], length);
}
