/** @jest-environment node */
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Writable } from "node:stream";
import { createLogger } from "../log";
import { trackRequest } from "./request-log";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(destination) };
}

function exchange(url: string, headers: Record<string, string> = {}) {
  const req = { method: "POST", url, headers } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true, setHeader: jest.fn() }) as unknown as ServerResponse;
  return { req, res };
}

it("writes one line per request with the fields it always had, and tags anything else said about the request with its id", async () => {
  const { lines, logger } = capture();
  const { req, res } = exchange("/api/auth/login?token=query-secret", { authorization: "Bearer header-secret", cookie: "session=cookie-secret" });
  const tracked = trackRequest(req, res, false, logger);
  res.statusCode = 401;
  res.emit("finish");
  res.emit("close");
  tracked.log().warn({ headers: req.headers, body: { password: "body-secret" } }, "something about this request");
  await new Promise((resolve) => setImmediate(resolve));
  const requestId = req.headers["x-request-id"];
  expect(tracked.requestId).toBe(requestId);
  expect(lines[0]).toEqual({
    level: "info",
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    msg: "request",
    requestId,
    method: "POST",
    path: "/api/auth/login",
    status: 401,
    durationMs: expect.any(Number),
  });
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatchObject({
    level: "warn",
    requestId,
    headers: { authorization: "[redacted]", cookie: "[redacted]" },
    body: { password: "[redacted]" },
  });
  for (const secret of ["query-secret", "header-secret", "cookie-secret", "body-secret"]) expect(JSON.stringify(lines)).not.toContain(secret);
});

it("marks an answer the visitor did not wait for as aborted, and a server error as an error", async () => {
  const { lines, logger } = capture();
  const aborted = exchange("/");
  trackRequest(aborted.req, aborted.res, false, logger);
  Object.assign(aborted.res, { writableFinished: false });
  aborted.res.emit("close");
  const failed = exchange("/api/inbox");
  trackRequest(failed.req, failed.res, false, logger);
  failed.res.statusCode = 500;
  failed.res.emit("finish");
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.map((line) => [line.level, line.aborted])).toEqual([
    ["warn", true],
    ["error", undefined],
  ]);
});

it("redacts tokens, passwords and cookies wherever a careless call puts them", async () => {
  const { lines, logger } = capture();
  logger.info(
    { token: "t1", password: "p1", user: { token: "t2", newPassword: "p2", currentPassword: "p3" }, res: { headers: { "set-cookie": "c1" } } },
    "careless",
  );
  await new Promise((resolve) => setImmediate(resolve));
  for (const secret of ["t1", "p1", "t2", "p2", "p3", "c1"]) expect(JSON.stringify(lines[0])).not.toContain(`"${secret}"`);
});
