/**
 * npm run bench [-- --no-build] [--duration 15] [--connections 50] [--runs 5]
 *
 * Builds, starts the production server on a temporary DATA_DIR with the demo content and
 * measures each target beside a floor taken in the same run:
 * - the cached public pages and lists, at 50 connections, beside a bare Node http server
 *   answering the same bytes with the same content type (what HTTP itself costs);
 * - the endpoints that do real work (the signed-in reads, the chat, a contact message), at 20
 *   connections, beside a route handler that does nothing in a bare Next.js app built with the
 *   project's own next and react (bench/baseline-next-app), so each ratio says what the
 *   application costs over the framework.
 * Every request carries its own X-Forwarded-For (the server trusts it here, as it would behind
 * a proxy), so per-visitor limits count many visitors, not one. Then: the server's peak memory
 * (VmHWM) and Lighthouse on the home page alternating with the bare Next.js page, medians of
 * --runs runs each (--no-baseline leaves the bare app out, and with it the framework floor).
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
import { CATEGORIES, lighthouse, median, scores, type Category, type LighthouseResult } from "./lighthouse-run";

interface Options {
  build: boolean;
  duration: number;
  connections: number;
  runs: number;
  lighthouse: boolean;
  baseline: boolean;
}

/** The endpoints that do real work are measured at this many connections, as the targets are set. */
const DYNAMIC_CONNECTIONS = 20;

function parseOptions(argv: string[]): Options {
  const options: Options = { build: true, duration: 15, connections: 50, runs: 5, lighthouse: true, baseline: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-build") options.build = false;
    else if (arg === "--no-lighthouse") options.lighthouse = false;
    else if (arg === "--no-baseline") options.baseline = false;
    else if (arg === "--duration" || arg === "--connections" || arg === "--runs") {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a whole number`);
      options[arg.slice(2) as "duration" | "connections" | "runs"] = value;
    } else throw new Error(`unknown option ${arg} (expected --no-build, --no-lighthouse, --no-baseline, --duration N, --connections N, --runs N)`);
  }
  return options;
}

interface Target {
  label: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
  /** "http": a bare Node server sending the same bytes; "next": the do-nothing route handler. */
  floor: "http" | "next";
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const CHAT_MESSAGES = [
  "hello",
  "I need help with a land dispute",
  "what are your opening hours",
  "Where is your office?",
  "my brother has been arrested",
  "thank you",
];
const JSON_HEADERS = { "content-type": "application/json" };

let visitor = 0;
function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

async function load(url: string, target: Target, connections: number, duration: number, requestPath = target.path): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: target.method,
        setupRequest: (request) => ({
          ...request,
          path: requestPath,
          headers: { ...target.headers, "x-forwarded-for": nextAddress() },
          ...(target.body ? { body: target.body() } : {}),
        }),
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** The HTTP floor: the same bytes, content type and status, from a server doing nothing else. */
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
    headers: { ...JSON_HEADERS, "x-forwarded-for": nextAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

/** Measures each target and its floor, one after the other, and returns the table rows. */
async function loadRows(server: RunningServer, targets: Target[], options: Options, baseline: BaselineApp | undefined): Promise<string[]> {
  const rows: string[] = [];
  const floors: Server[] = [];
  try {
    for (const target of targets) {
      const first = await sample(server, target);
      if (first.status === 404 || first.status === 405) {
        rows.push(`| ${target.label} | unavailable (answers ${first.status}: not in this build) | | | | | | |`);
        continue;
      }
      if (target.floor === "next" && !baseline) {
        rows.push(`| ${target.label} | ${first.status} | | | | | | no framework floor (--no-baseline) |`);
        continue;
      }
      // A few rounds warm the route, the caches and the JIT before the clock starts.
      for (let i = 0; i < 20; i++) await sample(server, target);
      const connections = target.floor === "next" ? DYNAMIC_CONNECTIONS : options.connections;
      let base: Measured;
      if (target.floor === "next" && baseline) {
        base = await load(baseline.url, target, connections, options.duration, "/api/noop");
      } else {
        const floor = await floorServer(first.status, first.contentType, first.body);
        floors.push(floor);
        base = await load(`http://127.0.0.1:${(floor.address() as AddressInfo).port}`, target, connections, options.duration);
      }
      const app = await load(server.url, target, connections, options.duration);
      const failures = app.non2xx + app.errors;
      rows.push(
        `| ${target.label} | ${first.status}, ${first.body.length} B | ${connections} | ${fmt(app.rps)} | ${target.floor === "next" ? "route handler" : "HTTP"} ${fmt(base.rps)} | ${fmt((app.rps / base.rps) * 100, 1)}% | ${app.p50} / ${app.p99} | ${base.p50} / ${base.p99} |${failures ? ` ${failures} failed` : ""}`,
      );
    }
  } finally {
    for (const floor of floors) floor.close();
  }
  return rows;
}

interface PageRuns {
  label: string;
  url: string;
  results: LighthouseResult[];
}

const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse alternately on the home page and the bare Next.js page, `runs` times each. */
async function lighthouseRuns(pages: PageRuns[], runs: number): Promise<void> {
  for (const page of pages) await (await fetch(page.url)).arrayBuffer();
  for (let run = 0; run < runs; run++) {
    // The order alternates so that a drift in the machine's load falls on both alike.
    for (const page of run % 2 === 0 ? pages : [...pages].reverse()) {
      try {
        page.results.push(await lighthouse(page.url));
      } catch (error) {
        console.error(`${page.label}: ${(error as Error).message}`);
      }
    }
  }
}

function lighthouseRow(page: PageRuns): string {
  if (!page.results.length) return `| ${page.label} | unavailable | | | | | |`;
  const categories = page.results.map(scores);
  const med = (category: Category) => median(categories.map((row) => row[category]));
  const lcp = median(page.results.map((lhr) => metric(lhr, "largest-contentful-paint")));
  const tbt = median(page.results.map((lhr) => metric(lhr, "total-blocking-time")));
  const performance = categories.map((row) => row.performance);
  return `| ${page.label} | ${med("performance")} (${Math.min(...performance)} to ${Math.max(...performance)}) | ${fmt(lcp)} ms | ${fmt(tbt)} ms | ${med("accessibility")} | ${med("best-practices")} | ${med("seo")} |`;
}

function lighthouseComparison(site: PageRuns, bare: PageRuns): string {
  if (!site.results.length || !bare.results.length) return "";
  const med = (page: PageRuns, pick: (lhr: LighthouseResult) => number) => median(page.results.map(pick));
  const performance = (lhr: LighthouseResult) => scores(lhr).performance;
  const points = med(site, performance) - med(bare, performance);
  const lcp = med(site, (lhr) => metric(lhr, "largest-contentful-paint")) - med(bare, (lhr) => metric(lhr, "largest-contentful-paint"));
  const tbt = med(site, (lhr) => metric(lhr, "total-blocking-time")) - med(bare, (lhr) => metric(lhr, "total-blocking-time"));
  const signed = (value: number) => `${value >= 0 ? "+" : ""}${fmt(value)}`;
  return `home page against the bare Next.js page, medians of the same run: performance ${signed(points)} points, largest contentful paint ${signed(lcp)} ms, total blocking time ${signed(tbt)} ms`;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.build) {
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "chambers-bench-"));
  const adminPassword = "bench-admin-password";
  // Built before the site starts, so that its build is not in any measurement.
  const baseline = options.baseline ? await startBaselineApp() : undefined;
  const server = await startProductionServer({
    DATA_DIR: path.join(dir, "data"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    DEMO_CONTENT: "true",
    ADMIN_PASSWORD: adminPassword,
    TRUST_PROXY: "true",
  });
  try {
    const token = await signIn(server, "admin@example.com", adminPassword);
    const signedIn = { authorization: `Bearer ${token}` };
    const targets: Target[] = [
      { label: "GET /", method: "GET", path: "/", floor: "http" },
      { label: "GET /attorney", method: "GET", path: "/attorney", floor: "http" },
      { label: "GET /api/attorneys", method: "GET", path: "/api/attorneys", floor: "http" },
      { label: "GET /api/auth/profile (signed in)", method: "GET", path: "/api/auth/profile", headers: signedIn, floor: "next" },
      { label: "GET /api/attorneys/admin (signed in)", method: "GET", path: "/api/attorneys/admin", headers: signedIn, floor: "next" },
      {
        label: "POST /api/chat",
        method: "POST",
        path: "/api/chat",
        headers: JSON_HEADERS,
        body: () => JSON.stringify({ message: CHAT_MESSAGES[visitor % CHAT_MESSAGES.length] }),
        floor: "next",
      },
      {
        label: "POST /api/contact",
        method: "POST",
        path: "/api/contact",
        headers: JSON_HEADERS,
        body: () =>
          JSON.stringify({ name: "Fatmata Sesay", email: `visitor${visitor}@example.com`, message: "I would like advice about a land boundary in Waterloo." }),
        floor: "next",
      },
    ];
    const rows = await loadRows(server, targets, options, baseline);
    const peak = memoryMb(server.pid, "VmHWM");
    const pages: PageRuns[] = [{ label: "home page", url: `${server.url}/`, results: [] }];
    if (baseline) pages.push({ label: `bare Next.js page (${baseline.versions})`, url: `${baseline.url}/`, results: [] });
    if (options.lighthouse) await lighthouseRuns(pages, options.runs);
    console.log(`\n${new Date().toISOString()}, ${options.duration} s per run, ${process.version}`);
    console.log("| target | answer | connections | req/s | floor req/s | of floor | p50 / p99 ms | floor p50 / p99 ms |");
    console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) console.log(row);
    console.log(`\nPeak memory of the server process (VmHWM): ${fmt(peak)} MB`);
    if (!options.lighthouse) console.log("Lighthouse: skipped");
    else {
      console.log(`\nLighthouse, mobile preset, medians of ${options.runs} runs each, alternating:`);
      console.log(`| page | performance (range) | largest contentful paint | total blocking time | ${CATEGORIES.slice(1).join(" | ")} |`);
      console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
      for (const page of pages) console.log(lighthouseRow(page));
      if (pages[1]) console.log(`\n${lighthouseComparison(pages[0], pages[1])}`);
    }
  } finally {
    await server.stop();
    await baseline?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
