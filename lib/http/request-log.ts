import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";
const TRUSTED_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * One JSON line per finished request. Only the path is logged: query strings, headers, cookies
 * and bodies can carry passwords, tokens or a visitor's message, so none of them is written.
 */
export interface RequestLogLine {
  level: "info" | "warn" | "error";
  time: string;
  msg: "request";
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  aborted?: true;
}

/** A proxy we trust may hand its own id on, so one request can be followed through both logs. */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean): string {
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return trustProxy && candidate && TRUSTED_ID_PATTERN.test(candidate) ? candidate : randomUUID();
}

export function pathOf(url: string | undefined): string {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return (end === -1 ? raw : raw.slice(0, end)).slice(0, 300);
}

/** Tags the request and its answer with an id and writes the log line when the answer is done. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, trustProxy: boolean, write: (line: string) => void = console.log): string {
  const started = process.hrtime.bigint();
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER], trustProxy);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader("X-Request-Id", requestId);
  let logged = false;
  const log = (aborted: boolean) => {
    if (logged) return;
    logged = true;
    const status = res.statusCode;
    const line: RequestLogLine = {
      level: status >= 500 ? "error" : aborted ? "warn" : "info",
      time: new Date().toISOString(),
      msg: "request",
      requestId,
      method: req.method ?? "GET",
      path: pathOf(req.url),
      status,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(aborted ? { aborted: true as const } : {}),
    };
    write(JSON.stringify(line));
  };
  res.once("finish", () => log(false));
  res.once("close", () => log(!res.writableFinished));
  return requestId;
}

/** Logs an error that escaped every request's own handling instead of letting it end the process. */
export function logProcessError(kind: "unhandledRejection" | "uncaughtException", error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(JSON.stringify({ level: "error", time: new Date().toISOString(), msg: kind, error: message }));
}
