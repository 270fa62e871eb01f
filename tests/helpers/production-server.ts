import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import path from "node:path";

/**
 * Starts the built production server (`node --import tsx server.ts`, what `npm start` runs) as a
 * child process, so its pid is the server's own node process (for memory and kill -9), and
 * stops it again. Used by the production tests and the benchmark.
 */
export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  process: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM and wait for exit (SIGKILL after a grace period). */
  stop(): Promise<void>;
  /** SIGKILL and wait for exit. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Signs in as the first super admin, whom the server created with `password`, and returns the Bearer token. */
export async function signInAsFirstAdmin(server: RunningServer, password: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: "admin@example.com", password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function startProductionServer(env: Record<string, string>, options: { port?: number; timeoutMs?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  // The log goes to a file, not a pipe: the server writes its request lines synchronously, and a
  // pipe that a busy load generator drains late would stall the server under test.
  const logDir = mkdtempSync(path.join(tmpdir(), "chambers-server-log-"));
  const logFile = path.join(logDir, "server.log");
  const fd = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: path.resolve(__dirname, "../.."),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOSTNAME: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  running.add(child);
  let last = "";
  child.once("exit", () => {
    running.delete(child);
    last = readFileSync(logFile, "utf8");
    rmSync(logDir, { recursive: true, force: true });
  });
  const output = () => {
    try {
      last = readFileSync(logFile, "utf8");
    } catch {
      // Removed when the server exited; what was read last stays available.
    }
    return last;
  };
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    process: child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await exited(child);
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!output().includes("> Ready on")) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output()}`);
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`The server did not start in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** Last resort for a failed test: no child outlives the run. */
export async function stopAllProductionServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      child.kill("SIGKILL");
      return exited(child);
    }),
  );
}

/** The server process's peak resident memory (VmHWM) in MB, or its current (VmRSS). */
export function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * A temporary folder for one test file's servers and data: made before the file's own
 * `beforeAll`; afterwards `beforeKill` runs (a graceful stop, say), every server still running is
 * killed, `afterKill` runs (for what the file started besides, such as a database server), and
 * the folder goes. Returns a joiner for paths inside it.
 */
export function useServerFolder(
  prefix: string,
  teardown: { beforeKill?: () => Promise<unknown>; afterKill?: () => Promise<unknown> } = {},
): (...parts: string[]) => string {
  let folder = "";
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await teardown.beforeKill?.();
    await stopAllProductionServers();
    await teardown.afterKill?.();
    rmSync(folder, { recursive: true, force: true });
  });
  return (...parts) => path.join(folder, ...parts);
}

/**
 * Asks `probe` again and again until it gives something other than undefined or false (a throw
 * counts as not yet), and returns that; fails naming `what` after `timeoutMs`.
 */
export async function until<T>(
  what: string,
  probe: () => T | false | undefined | Promise<T | false | undefined>,
  { timeoutMs = 30_000, everyMs = 250 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
