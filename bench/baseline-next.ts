/**
 * The bare Next.js app in bench/baseline-next-app (one server-rendered page, no client
 * components, no CSS), built and served by `next start` with the project's own next and react,
 * so that Lighthouse can measure it beside the site in the same run: what any Next.js page
 * costs on this machine before the site adds anything.
 *
 * It is built in a temporary copy. Turbopack compiles nothing outside its root and does not
 * follow a node_modules symlink that leaves it, and a root that holds the whole project would
 * also compile the project's instrumentation.ts into the baseline. So the copy gets a
 * node_modules of hard links to the project's files (the same installed versions, no extra
 * space) and a generated next.config.mjs that sets turbopack.root to the copy itself. The copy
 * goes in the system's temporary directory, or in a git-ignored bench/.baseline-build-* when
 * that is on another file system; stop() removes it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/helpers/production-server";

export const BASELINE_SOURCE = path.join("bench", "baseline-next-app");

export interface BaselineApp {
  url: string;
  /** "Next.js 16.4.6, React 19.3.1": the versions it was built with. */
  versions: string;
  buildSeconds: number;
  stop: () => Promise<void>;
}

/** Recreates the tree at `from` under `to`: directories made, files hard-linked, symlinks copied. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkSync(source, target);
  }
}

function version(nodeModules: string, name: string): string {
  return (JSON.parse(readFileSync(path.join(nodeModules, name, "package.json"), "utf8")) as { version: string }).version;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Runs `next build` in `dir`; rejects with the end of its output when it fails. */
function build(dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "build"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 10 * 60_000);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`next build of the baseline failed (${code ?? signal}):\n${output.trim().split("\n").slice(-30).join("\n")}`));
    });
  });
}

async function waitForPage(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start of the baseline exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The baseline at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Copies, builds and starts the baseline on a free port; stop() ends it and removes the copy. */
export async function startBaselineApp(): Promise<BaselineApp> {
  const root = process.cwd();
  const nodeModules = path.join(root, "node_modules");
  const sameDevice = statSync(tmpdir()).dev === statSync(nodeModules).dev;
  const dir = mkdtempSync(sameDevice ? path.join(tmpdir(), "chambers-baseline-") : path.join(root, "bench", ".baseline-build-"));
  let child: ChildProcess | undefined;
  // Whatever ends this process, the server and the copy go with it.
  const cleanUp = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => process.exit(130);
  process.once("exit", cleanUp);
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  const stop = async () => {
    process.off("exit", cleanUp);
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    if (child && child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child?.kill("SIGKILL"), 10_000);
      await done;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    cpSync(path.join(root, BASELINE_SOURCE), dir, { recursive: true });
    linkTree(nodeModules, path.join(dir, "node_modules"));
    writeFileSync(
      path.join(dir, "next.config.mjs"),
      `/** Generated by bench/baseline-next.ts. */\nexport default { turbopack: { root: ${JSON.stringify(dir)} } };\n`,
    );
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
    const started = Date.now();
    await build(dir, env);
    const buildSeconds = (Date.now() - started) / 1000;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawn(
      process.execPath,
      [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "start", "--port", String(port), "--hostname", "127.0.0.1"],
      {
        cwd: dir,
        env,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    await waitForPage(`${url}/`, child, 60_000);
    return { url, versions: `Next.js ${version(nodeModules, "next")}, React ${version(nodeModules, "react")}`, buildSeconds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
