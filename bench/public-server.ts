import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The site to measure: the address given on the command line (or BENCH_URL), or else the
 * production server (server.ts, what `npm start` runs) on the existing build, on a free port
 * with a fresh temporary DATA_DIR and the demo content. Nothing is built here.
 */
export interface BenchTarget {
  url: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not become healthy within ${timeoutMs / 1000} s`);
}

export async function benchTarget(): Promise<BenchTarget> {
  const given = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg)) ?? process.env.BENCH_URL;
  if (given) return { url: given.replace(/\/+$/, ""), stop: async () => undefined };

  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    throw new Error("No production build found: run `npm run build` first, or pass the address of a running server.");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "chambers-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(process.cwd(), "node_modules", ".bin", "tsx"), ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: path.join(dir, "data"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      DEMO_CONTENT: "true",
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "bench-admin-password",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
