/**
 * Lighthouse (mobile preset: emulated phone, slow 4G, CPU slowdown) on the home page with
 * Debian's Chromium. Prints the four category scores of each run and their median.
 *
 *   npx tsx bench/lighthouse.ts [http://host:port] [--runs=3] [--path=/]
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { benchTarget } from "./public-server";

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}
interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
}

const run = promisify(execFile);
const LIGHTHOUSE_CLI = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");

/** Runs the Lighthouse command line (its page scripts must not pass through a TypeScript loader). */
async function lighthouse(url: string): Promise<LighthouseResult> {
  const { stdout } = await run(
    process.execPath,
    [LIGHTHOUSE_CLI, url, "--output=json", "--quiet", `--only-categories=${CATEGORIES.join(",")}`, `--chrome-flags=${CHROME_FLAGS.join(" ")}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

function option(name: string, fallback: string): string {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const runs = Number(option("runs", "3"));
  const target = await benchTarget();
  const url = `${target.url}${option("path", "/")}`;
  const scores: Record<(typeof CATEGORIES)[number], number[]> = { performance: [], accessibility: [], "best-practices": [], seo: [] };
  try {
    // One unmeasured visit so that the server's first-request work is not in the figures.
    await (await fetch(url)).arrayBuffer();
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await lighthouse(url);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const row = CATEGORIES.map((category) => {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        scores[category].push(score);
        return `${category} ${score}`;
      });
      const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
        .map((id) => `${id.replace(/-/g, " ")} ${lhr.audits[id]?.displayValue ?? "?"}`)
        .join(", ");
      console.log(`run ${run}: ${row.join("  ")}   (${metrics})`);
      for (const category of CATEGORIES) {
        const failing = (lhr.categories[category]?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable");
        if (failing.length && process.argv.includes("--explain")) console.log(`  ${category}: ${failing.map((audit) => `${audit.id} (${audit.score})`).join(", ")}`);
      }
    }
    console.log(`median of ${runs} on ${url}: ${CATEGORIES.map((category) => `${category} ${median(scores[category])}`).join("  ")}`);
    if (CATEGORIES.some((category) => median(scores[category]) < 95)) process.exitCode = 1;
  } finally {
    await target.stop();
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
