import type { IncomingMessage, ServerOptions, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { MAX_JSON_BYTES } from "../api/body";

/**
 * How long the production server waits for a client, and how much of it one client may hold.
 *
 * A client that opens a request and then sends nothing, or a byte now and then, costs the server
 * nothing but a socket, unless the request holds something others wait for. So:
 * - the headers must arrive within HEADERS_TIMEOUT_MS, and a body may not stall (no byte while
 *   the server is ready to read) for BODY_IDLE_MS: either ends the request with 408;
 * - a body that fits in BUFFERED_BODY_BYTES (every form and JSON request) is received in full
 *   before the request is admitted to the application, within BUFFERED_BODY_DEADLINE_MS; while
 *   it trickles in it holds no place among the requests the application works on;
 * - a larger body (an image upload) is streamed to its route handler; such requests are
 *   admitted in their own small lane, so slow uploads wait for each other, never for reads;
 * - one address has at most MAX_IN_FLIGHT_PER_ADDRESS requests in flight (waiting or running);
 *   more are refused at once with 429.
 */
interface SlowClientLimits {
  headersTimeoutMs: number;
  bodyIdleMs: number;
  bufferedBodyBytes: number;
  bufferedBodyDeadlineMs: number;
  /** The whole request, streamed uploads included (Node's requestTimeout). */
  requestTimeoutMs: number;
  maxInFlightPerAddress: number;
  /** After an answer sent before the body ended: how long, and how much more, is read and discarded. */
  lingerMs: number;
  lingerBytes: number;
}

export const SLOW_CLIENT_LIMITS: Readonly<SlowClientLimits> = {
  headersTimeoutMs: 5_000,
  bodyIdleMs: 5_000,
  bufferedBodyBytes: MAX_JSON_BYTES,
  bufferedBodyDeadlineMs: 10_000,
  requestTimeoutMs: 120_000,
  maxInFlightPerAddress: 16,
  lingerMs: 5_000,
  lingerBytes: 16 * 1024 * 1024,
};

/** How often the server looks at a request's progress; also the timeouts' granularity. */
const CHECK_EVERY_MS = 20;

export const TIMEOUT_MESSAGE = "The request took too long to arrive. Please try again.";
export const TOO_MANY_IN_FLIGHT_MESSAGE = "Too many requests at once from your address. Please try again in a moment.";

/**
 * Options for `http.createServer`. The high-water mark lets a whole buffered body sit in the
 * request stream, unread, until the application takes it (a little over the limit, so that a
 * body of exactly the limit is recognised as complete). Node checks its own timeouts every
 * second instead of every 30.
 */
export function serverOptions(limits: SlowClientLimits = SLOW_CLIENT_LIMITS): ServerOptions {
  return {
    highWaterMark: limits.bufferedBodyBytes + 16 * 1024,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: 1_000,
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Counts each address's requests in flight. */
export function createInFlightLimit(max: number) {
  const counts = new Map<string, number>();
  return {
    /** False when the address already has `max` requests in flight; otherwise call `leave` once when done. */
    enter(address: string): boolean {
      const count = counts.get(address) ?? 0;
      if (count >= max) return false;
      counts.set(address, count + 1);
      return true;
    },
    leave(address: string): void {
      const count = (counts.get(address) ?? 1) - 1;
      if (count <= 0) counts.delete(address);
      else counts.set(address, count);
    },
  };
}

/** How a request's body reached the server: all of it, unread in the request stream, or too much to wait for. */
export type BodyArrival = "received" | "streamed";

class RequestTimeoutError extends Error {}

function answerTimeout(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  if (res.headersSent || res.writableEnded) {
    socket.destroy();
    return;
  }
  // The client has stopped sending: nothing is left to linger for, the connection just ends.
  res.shouldKeepAlive = false;
  res.writeHead(408, { "Content-Type": "application/json", Connection: "close" });
  res.end(JSON.stringify({ message: TIMEOUT_MESSAGE }), () => socket.destroy());
}

/**
 * Watches one request from its headers to the end of its answer. `body` settles once the body
 * is known to be `received` (complete, waiting unread in the request stream) or `streamed`
 * (larger than the buffer); it rejects when the client stalls or overruns the deadline, and the
 * client has then been answered 408 and disconnected. A stall is no progress while the server
 * is ready to read: a full buffer (the application not reading yet) is never the client's fault.
 */
export function superviseRequest(req: IncomingMessage, res: ServerResponse, limits: SlowClientLimits = SLOW_CLIENT_LIMITS): { body: Promise<BodyArrival> } {
  const socket = req.socket;
  const started = Date.now();
  let lastBytes = socket.bytesRead;
  let lastProgress = started;
  let arrival: BodyArrival | undefined;
  let settle!: (value: BodyArrival) => void;
  let fail!: (error: Error) => void;
  const body = new Promise<BodyArrival>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // Nobody may be waiting on `body` any more when it fails (the answer was already given).
  body.catch(() => undefined);

  const stop = () => clearInterval(timer);
  const timeOut = (why: string) => {
    stop();
    fail(new RequestTimeoutError(why));
    answerTimeout(req, res);
  };
  const check = () => {
    const now = Date.now();
    if (socket.bytesRead !== lastBytes) {
      lastBytes = socket.bytesRead;
      lastProgress = now;
    }
    if (arrival === undefined) {
      const declared = Number(req.headers["content-length"] ?? 0);
      if (req.complete) arrival = "received";
      else if (declared > limits.bufferedBodyBytes || req.readableLength > limits.bufferedBodyBytes) arrival = "streamed";
      else if (now - started > limits.bufferedBodyDeadlineMs) return timeOut("body deadline");
      if (arrival) settle(arrival);
    }
    if (req.complete) return stop();
    const readyToRead = req.readableLength < req.readableHighWaterMark;
    if (readyToRead && now - lastProgress > limits.bodyIdleMs) timeOut("body stalled");
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  if (!hasBody(req)) {
    arrival = "received";
    settle(arrival);
    stop();
  } else {
    // Most bodies come in the same packets as the headers: look again once those are parsed.
    setImmediate(check);
  }
  res.once("finish", stop);
  res.once("close", () => {
    stop();
    if (arrival === undefined) fail(new Error("client went away"));
  });
  return { body };
}

/**
 * Makes sure an answer given before the whole body arrived (413 for an oversized upload, 415,
 * 401 for an upload without a session) reaches the client. Closing the socket at once, while
 * the client is still sending, makes the kernel reset the connection, and a client that sends
 * `Connection: close` (Node's fetch does) then reports a broken pipe instead of the answer.
 * Instead the server half-closes (its answer is complete) and goes on reading and discarding
 * what the client still sends, for at most `lingerMs` and `lingerBytes`, before it closes
 * ("lingering close", as Apache httpd does it).
 *
 * Node would close a `Connection: close` request's socket outright as soon as the answer is
 * sent, so such requests are handled as kept alive and closed here instead.
 */
export function deliverEarlyAnswers(req: IncomingMessage, res: ServerResponse, limits: SlowClientLimits = SLOW_CLIENT_LIMITS): void {
  if (!hasBody(req) || req.httpVersion !== "1.1") return;
  const clientCloses = !res.shouldKeepAlive;
  res.shouldKeepAlive = true;
  // Held here: a handler that abandons the body may leave the request without its socket.
  const socket = req.socket;
  res.once("finish", () => {
    if (socket.destroyed) return;
    if (req.complete) {
      if (clientCloses) closeAfterWrites(socket);
      return;
    }
    linger(socket, req, clientCloses, limits);
  });
}

function closeAfterWrites(socket: Socket): void {
  socket.end();
  socket.once("finish", () => socket.destroy());
}

function linger(socket: Socket, req: IncomingMessage, clientCloses: boolean, limits: SlowClientLimits): void {
  // Node discards the rest of an unread body itself; make sure a half-read one is discarded too.
  if (!req.destroyed) req.resume();
  if (clientCloses) socket.end();
  const startBytes = socket.bytesRead;
  const done = () => {
    clearTimeout(deadline);
    clearInterval(meter);
  };
  const close = () => {
    done();
    socket.destroy();
  };
  const deadline = setTimeout(close, limits.lingerMs);
  const meter = setInterval(() => {
    if (socket.bytesRead - startBytes > limits.lingerBytes) return close();
    // A body its handler abandoned has nobody left to read it, and its socket stops reading
    // after every chunk: keep it reading, or the client's data piles up unread until the reset.
    if (socket.isPaused()) socket.resume();
  }, CHECK_EVERY_MS);
  socket.once("close", done);
  // The client closed its side: it has read the answer and sends nothing more.
  socket.once("end", close);
  req.once("end", () => {
    // The body ended after all: a kept-alive connection goes on serving its client.
    if (!clientCloses) done();
  });
}
