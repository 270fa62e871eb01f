/**
 * npm run bench [-- --no-build] [--duration 15] [--connections 50]
 *
 * Builds, starts the production server on a temporary DATA_DIR with the demo content and
 * measures each target at 50 connections beside a floor taken in the same run: a bare Node
 * http server answering the same bytes with the same content type, so each ratio says what
 * the application costs over HTTP itself. Every request carries its own X-Forwarded-For (the
 * server trusts it here, as it would behind a proxy), so per-visitor limits count many
 * visitors, not one. Then: the server's peak memory (VmHWM) and Lighthouse on the home page,
 * beside Lighthouse on a bare Next.js page built from bench/baseline-next-app in the same run
 * (--no-baseline leaves it out).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { memoryMb, startProductionServer, type RunningServer } from "../tests/helpers/production-server";
import { startBaselineApp, type BaselineApp } from "./baseline-next";
import { lighthouse, scores, totalBlockingTime } from "./lighthouse-run";

interface Options {
  build: boolean;
  duration: number;
  connections: number;
  lighthouse: boolean;
  baseline: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { build: true, duration: 15, connections: 50, lighthouse: true, baseline: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-build") options.build = false;
    else if (arg === "--no-lighthouse") options.lighthouse = false;
    else if (arg === "--no-baseline") options.baseline = false;
    else if (arg === "--duration" || arg === "--connections") {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a whole number`);
      options[arg === "--duration" ? "duration" : "connections"] = value;
    } else throw new Error(`unknown option ${arg} (expected --no-build, --no-lighthouse, --no-baseline, --duration N, --connections N)`);
  }
  return options;
}

interface Target {
  label: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const CHAT_MESSAGES = ["hello", "I need help with a land dispute", "what are your opening hours", "Where is your office?", "my brother has been arrested", "thank you"];

let visitor = 0;
function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

async function load(url: string, target: Target, options: Options): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method: target.method,
        setupRequest: (request) => ({
          ...request,
          path: target.path,
          headers: { ...target.headers, "x-forwarded-for": nextAddress() },
          ...(target.body ? { body: target.body() } : {}),
        }),
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** The floor: the same bytes, headers' content type and status, from a server doing nothing else. */
function floorServer(status: number, contentType: string, body: Buffer): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(status, { "content-type": contentType, "content-length": body.length }).end(body));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function sample(server: RunningServer, target: Target): Promise<{ status: number; contentType: string; body: Buffer }> {
  const response = await fetch(`${server.url}${target.path}`, {
    method: target.method,
    headers: { ...target.headers, "x-forwarded-for": nextAddress() },
    body: target.body?.(),
  });
  return { status: response.status, contentType: response.headers.get("content-type") ?? "text/plain", body: Buffer.from(await response.arrayBuffer()) };
}

async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** One table row of Lighthouse figures for `url`, or the reason there are none. */
async function lighthouseRow(label: string, url: string): Promise<string> {
  try {
    const lhr = await lighthouse(url);
    const score = scores(lhr);
    return `| ${label} | ${score.performance} | ${totalBlockingTime(lhr)} ms | ${score.accessibility} | ${score["best-practices"]} | ${score.seo} |`;
  } catch (error) {
    return `| ${label} | unavailable (${(error as Error).message}) | | | | |`;
  }
}

/**
 * Lighthouse once on the home page and, unless left out, once on the bare Next.js baseline,
 * built first so that its build is not in either measurement.
 */
async function lighthouseRows(siteUrl: string, withBaseline: boolean): Promise<string[]> {
  if (!withBaseline) return [await lighthouseRow("home page", `${siteUrl}/`)];
  let baseline: BaselineApp | undefined;
  let unavailable = "";
  try {
    baseline = await startBaselineApp();
  } catch (error) {
    unavailable = `| bare Next.js page | unavailable (${(error as Error).message.split("\n")[0]}) | | | | |`;
  }
  try {
    const rows = [await lighthouseRow("home page", `${siteUrl}/`)];
    rows.push(baseline ? await lighthouseRow(`bare Next.js page (${baseline.versions})`, `${baseline.url}/`) : unavailable);
    return rows;
  } finally {
    await baseline?.stop();
  }
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.build) {
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "chambers-bench-"));
  const adminPassword = "bench-admin-password";
  const server = await startProductionServer({
    DATA_DIR: path.join(dir, "data"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    DEMO_CONTENT: "true",
    ADMIN_PASSWORD: adminPassword,
    TRUST_PROXY: "true",
  });
  const floors: Server[] = [];
  try {
    const token = await signIn(server, "admin@example.com", adminPassword);
    const targets: Target[] = [
      { label: "GET /", method: "GET", path: "/" },
      { label: "GET /attorney", method: "GET", path: "/attorney" },
      { label: "GET /api/attorneys", method: "GET", path: "/api/attorneys" },
      {
        label: "POST /api/chat",
        method: "POST",
        path: "/api/chat",
        headers: { "content-type": "application/json" },
        body: () => JSON.stringify({ message: CHAT_MESSAGES[visitor % CHAT_MESSAGES.length] }),
      },
      { label: "GET /api/attorneys/admin (signed in)", method: "GET", path: "/api/attorneys/admin", headers: { authorization: `Bearer ${token}` } },
    ];
    const rows: string[] = [];
    for (const target of targets) {
      const first = await sample(server, target);
      if (first.status === 404 || first.status === 405) {
        rows.push(`| ${target.label} | unavailable (answers ${first.status}: not in this build) | | | | | |`);
        continue;
      }
      // A few rounds warm the route, the caches and the JIT before the clock starts.
      for (let i = 0; i < 20; i++) await sample(server, target);
      const floor = await floorServer(first.status, first.contentType, first.body);
      floors.push(floor);
      const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
      const base = await load(floorUrl, target, options);
      const app = await load(server.url, target, options);
      const failures = app.non2xx + app.errors;
      rows.push(
        `| ${target.label} | ${first.status}, ${first.body.length} B | ${fmt(app.rps)} | ${fmt(base.rps)} | ${fmt((app.rps / base.rps) * 100, 1)}% | ${app.p50} / ${app.p99} | ${base.p50} / ${base.p99} |${failures ? ` ${failures} failed` : ""}`,
      );
    }
    const peak = memoryMb(server.pid, "VmHWM");
    const lighthouseTable = options.lighthouse ? await lighthouseRows(server.url, options.baseline) : [];
    console.log(`\n${new Date().toISOString()}, ${options.connections} connections, ${options.duration} s per run, ${process.version}`);
    console.log("| target | answer | req/s | floor req/s | of floor | p50 / p99 ms | floor p50 / p99 ms |");
    console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) console.log(row);
    console.log(`\nPeak memory of the server process (VmHWM): ${fmt(peak)} MB`);
    if (!options.lighthouse) console.log("Lighthouse, home page, mobile preset: skipped");
    else {
      console.log(`\nLighthouse, mobile preset, one run each${options.baseline ? ", the bare Next.js page (bench/baseline-next-app) in the same run" : ""}:`);
      console.log("| page | performance | total blocking time | accessibility | best practices | SEO |");
      console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
      for (const row of lighthouseTable) console.log(row);
    }
  } finally {
    for (const floor of floors) floor.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
