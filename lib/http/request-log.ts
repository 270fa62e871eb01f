import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { errorText, logger } from "../log";

const REQUEST_ID_HEADER = "x-request-id";
const TRUSTED_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** A proxy we trust may hand its own id on, so one request can be followed through both logs. */
function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return trustProxy && candidate && TRUSTED_ID_PATTERN.test(candidate) ? candidate : randomUUID();
}

function pathOf(url: string | undefined): string {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return (end === -1 ? raw : raw.slice(0, end)).slice(0, 300);
}

/**
 * The request line's fields are fixed (method, path, status, time, id) and none can hold a
 * secret, so it is written without the redaction pass that every other line gets: with the
 * process's wildcard paths that pass cost several times the rest of writing the line.
 */
const lineLoggers = new WeakMap<Logger, Logger>();

function lineLoggerOf(parent: Logger): Logger {
  let lines = lineLoggers.get(parent);
  if (!lines) {
    lines = parent.child({}, { redact: { paths: [] } });
    lineLoggers.set(parent, lines);
  }
  return lines;
}

export interface TrackedRequest {
  readonly requestId: string;
  /** A logger that tags every line with the request's id, for anything else said about it; made when first asked for. */
  log(): Logger;
}

/**
 * Tags the request and its answer with an id and logs the answer when it is done. The line is
 * `{ level, time, msg: "request", requestId, method, path, status, durationMs, aborted? }`. Only
 * the path is logged: query strings, headers, cookies and bodies can carry passwords, tokens or
 * a visitor's message, so none of them is written.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, trustProxy: boolean, parent: Logger = logger): TrackedRequest {
  const started = process.hrtime.bigint();
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER], trustProxy);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader("X-Request-Id", requestId);
  let logged = false;
  const finish = (aborted: boolean) => {
    if (logged) return;
    logged = true;
    const status = res.statusCode;
    const line = {
      requestId,
      method: req.method ?? "GET",
      path: pathOf(req.url),
      status,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(aborted ? { aborted: true as const } : {}),
    };
    lineLoggerOf(parent)[status >= 500 ? "error" : aborted ? "warn" : "info"](line, "request");
  };
  res.once("finish", () => finish(false));
  res.once("close", () => finish(!res.writableFinished));
  let child: Logger | undefined;
  return { requestId, log: () => (child ??= parent.child({ requestId })) };
}

/** Logs an error that escaped every request's own handling instead of letting it end the process. */
export function logProcessError(kind: "unhandledRejection" | "uncaughtException", error: unknown): void {
  logger.error({ error: errorText(error) }, kind);
}
