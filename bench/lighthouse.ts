/**
 * Lighthouse (mobile preset: emulated phone, slow 4G, CPU slowdown) on the home page with
 * Debian's Chromium, alternately on the site and on a bare Next.js page built from
 * bench/baseline-next-app with the same next and react (the baseline), the same number of
 * runs each. Prints the four category scores of each run, their medians, and the site's
 * performance score and total blocking time beside the baseline's: on a busy machine the
 * absolute figures wander, the comparison within one run much less. Exits with 1 when a
 * median of the site is under 95.
 *
 *   npx tsx bench/lighthouse.ts [http://host:port] [--runs=3] [--path=/] [--explain] [--no-baseline]
 */
import { BASELINE_SOURCE, startBaselineApp, type BaselineApp } from "./baseline-next";
import { CATEGORIES, failingAudits, lighthouse, median, scores, totalBlockingTime, type Category } from "./lighthouse-run";
import { benchTarget } from "./public-server";

interface Page {
  label: string;
  url: string;
  scores: Record<Category, number[]>;
  tbt: number[];
}

function option(name: string, fallback: string): string {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

function page(label: string, url: string): Page {
  return { label, url, scores: { performance: [], accessibility: [], "best-practices": [], seo: [] }, tbt: [] };
}

const medians = (page: Page) => CATEGORIES.map((category) => `${category} ${median(page.scores[category])}`).join("  ");

/** "9 points lower, 2.2× the blocking time": the site's median performance against the baseline's. */
function comparison(site: Page, baseline: Page): string {
  const points = median(site.scores.performance) - median(baseline.scores.performance);
  const score = points === 0 ? "the same score" : `${Math.abs(points)} point${Math.abs(points) === 1 ? "" : "s"} ${points < 0 ? "lower" : "higher"}`;
  const siteTbt = median(site.tbt);
  const baseTbt = median(baseline.tbt);
  const blocking = baseTbt > 0 ? `${(siteTbt / baseTbt).toFixed(1)}× the blocking time` : `${siteTbt - baseTbt} ms more blocking time`;
  return `${score}, ${blocking}`;
}

async function main() {
  const runs = Number(option("runs", "3"));
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number of at least 1");
  const pagePath = option("path", "/");
  const explain = process.argv.includes("--explain");
  const target = await benchTarget();
  let baseline: BaselineApp | undefined;
  try {
    const site = page(pagePath === "/" ? "home" : pagePath, `${target.url}${pagePath}`);
    const pages = [site];
    if (!process.argv.includes("--no-baseline")) {
      baseline = await startBaselineApp();
      console.log(
        `baseline: ${BASELINE_SOURCE} (${baseline.versions}), built in ${baseline.buildSeconds.toFixed(0)} s, served by next start at ${baseline.url}`,
      );
      pages.push(page("baseline", `${baseline.url}/`));
    }
    const width = Math.max(...pages.map((measured) => measured.label.length));
    // One unmeasured visit each so that the servers' first-request work is not in the figures.
    for (const measured of pages) await (await fetch(measured.url)).arrayBuffer();
    for (let run = 1; run <= runs; run += 1) {
      // The order alternates (site first, then baseline first) so a drift in the machine's load
      // falls on both alike.
      for (const measured of run % 2 === 1 ? pages : [...pages].reverse()) {
        const lhr = await lighthouse(measured.url);
        const row = scores(lhr);
        for (const category of CATEGORIES) measured.scores[category].push(row[category]);
        measured.tbt.push(totalBlockingTime(lhr));
        const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
          .map((id) => `${id.replace(/-/g, " ")} ${lhr.audits[id]?.displayValue ?? "?"}`)
          .join(", ");
        console.log(
          `run ${run} ${`${measured.label}:`.padEnd(width + 1)} ${CATEGORIES.map((category) => `${category} ${row[category]}`).join("  ")}   (${metrics})`,
        );
        if (explain) {
          for (const category of CATEGORIES) {
            const failing = failingAudits(lhr, category);
            if (failing.length) console.log(`  ${category}: ${failing.map((audit) => `${audit.id} (${audit.score})`).join(", ")}`);
          }
        }
      }
    }
    console.log(`median of ${runs} on ${site.url}: ${medians(site)}  (total blocking time ${median(site.tbt)} ms)`);
    const base = pages[1];
    if (base) {
      console.log(`median of ${runs} on the bare Next.js page ${base.url}: ${medians(base)}  (total blocking time ${median(base.tbt)} ms)`);
      console.log(
        `${site.label} performance ${median(site.scores.performance)} (TBT ${median(site.tbt)} ms) vs bare Next.js page ${median(base.scores.performance)} (TBT ${median(base.tbt)} ms), same run: ${comparison(site, base)}`,
      );
    }
    if (CATEGORIES.some((category) => median(site.scores[category]) < 95)) process.exitCode = 1;
  } finally {
    await baseline?.stop();
    await target.stop();
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
