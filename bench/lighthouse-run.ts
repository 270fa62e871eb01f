/**
 * One Lighthouse 12 run (mobile preset: emulated phone, slow 4G, CPU slowdown) with Debian's
 * Chromium, and the figures the benchmarks print from it. Used by bench/lighthouse.ts and
 * bench/run.ts.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_FLAGS } from "../tests/helpers/chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
export interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
}

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const TIMEOUT_MS = 180_000;

const execute = promisify(execFile);

/**
 * Lighthouse on `url`. On a busy machine Chromium now and then fails to record the page load
 * (a runtime error such as NO_NAVSTART, "Please run Lighthouse again"); such a run is repeated,
 * up to twice. Throws with a one-line reason when it still fails.
 */
export async function lighthouse(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt === 3) throw error;
      console.error(`${error.message} Running it again.`);
    }
  }
}

/** Lighthouse loaded the page but could not measure it ("Runtime error encountered"). */
class RuntimeError extends Error {}

/** The Lighthouse command line, run by node itself: its page scripts must not pass through a TypeScript loader. */
async function runOnce(url: string): Promise<LighthouseResult> {
  const cli = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");
  let stdout: string;
  try {
    ({ stdout } = await execute(
      process.execPath,
      [cli, url, "--output=json", "--quiet", `--only-categories=${CATEGORIES.join(",")}`, `--chrome-flags=${CHROME_FLAGS.join(" ")}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024, timeout: TIMEOUT_MS },
    ));
  } catch (error) {
    const failed = error as { code?: number | string; signal?: string; stderr?: string; message: string };
    const lines = (failed.stderr ?? "").trim().split("\n");
    const runtime = lines.find((line) => line.startsWith("Runtime error encountered"));
    const message = `Lighthouse on ${url} exited with ${failed.code ?? failed.signal}: ${runtime ?? (lines.at(-1) || failed.message)}`;
    throw runtime ? new RuntimeError(message) : new Error(message);
  }
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new RuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** The four category scores (0 to 100). */
export function scores(lhr: LighthouseResult): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
}

/** Total blocking time in milliseconds, to 10 ms as Lighthouse shows it. */
export function totalBlockingTime(lhr: LighthouseResult): number {
  return Math.round((lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN) / 10) * 10;
}

/** The scored audits of `category` that fall short (score under 0.9). */
export function failingAudits(lhr: LighthouseResult, category: Category): Audit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable",
    );
}

/** The middle value (the upper of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
