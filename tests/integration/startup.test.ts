/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts the production server as an operator would and returns its exit code and the message of
 * each line it logged (every line must be one JSON log entry; a failure to start is fatal).
 */
function start(env: Record<string, string>) {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["server.ts"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  const entries = `${result.stdout}${result.stderr}`
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { level: string; msg: string });
  if (result.status !== 0) expect(entries.at(-1)?.level).toBe("fatal");
  return { status: result.status, lines: entries.map((entry) => entry.msg) };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "chambers-startup-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("stops on invalid configuration with one line naming the variable", () => {
  const { status, lines } = start({ PORT: "abc", DATA_DIR: path.join(dir, "a") });
  expect(status).toBe(1);
  expect(lines).toEqual(["Invalid configuration: PORT must be a whole number from 1 to 65535"]);
});

it("stops on a mail server address without a sender, naming the variable and never the password", () => {
  const { status, lines } = start({ SMTP_URL: "smtps://user:secret-password@mail.example.com:465", DATA_DIR: path.join(dir, "mail") });
  expect(status).toBe(1);
  expect(lines).toEqual(["Invalid configuration: MAIL_FROM is required when SMTP_URL is set"]);
});

it("stops in production on MongoDB without a JWT secret", () => {
  const { status, lines } = start({ MONGODB_URI: "mongodb://127.0.0.1:9/x" });
  expect(status).toBe(1);
  expect(lines).toEqual(["Invalid configuration: JWT_SECRET is required in production when MONGODB_URI is set"]);
});

it("stops when MongoDB cannot be reached, naming the address but not the password", () => {
  const { status, lines } = start({ MONGODB_URI: "mongodb://site:hunter2@127.0.0.1:9/x", JWT_SECRET: "s".repeat(40) });
  expect(status).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot start: Cannot reach MongoDB at mongodb:\/\/site:\*\*\*@127\.0\.0\.1:9\/x/);
  expect(lines[0]).not.toContain("hunter2");
}, 30_000);

it("stops when DATA_DIR cannot be written, naming it", () => {
  const file = path.join(dir, "a-file");
  writeFileSync(file, "");
  const { status, lines } = start({ DATA_DIR: path.join(file, "data") });
  expect(status).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`Data directory ${path.join(file, "data")} is not writable`);
});

describe("with the port already taken", () => {
  let blocker: Server;
  let port: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    port = (blocker.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it("stops with one line naming the port", () => {
    const { status, lines } = start({ PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: path.join(dir, "b") });
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe(`Cannot start: port ${port} is already in use (set PORT to another port)`);
    expect(lines.filter((line) => line.startsWith("Cannot start"))).toHaveLength(1);
  });
});
