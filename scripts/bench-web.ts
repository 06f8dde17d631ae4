/**
 * Lighthouse (mobile preset, simulated throttling) on the home page, the marketplace and a tool
 * page, in English and Arabic, against a running production server (`npm start`), in the system
 * Chromium. Prints a table for docs/performance.md, with the machine's CPU index as Lighthouse
 * measured it for each load. A load that Lighthouse ends without metrics is said as a comment and
 * measured again. Not part of `npm test`: timings vary by machine.
 *
 * With several `--base` servers (two builds, say), each load of a page is made on each server in
 * turn, so a busy minute on the machine weighs on both alike; rows and medians name the server.
 *
 * `--cpu calibrated` replaces the preset's 4x CPU slowdown with the one Lighthouse's throttling
 * guide gives for this machine's CPU index (docs/throttling.md, its calculator), measured by a
 * first load: the preset's 4x is meant for a machine of index ~1,500, so on a faster or slower VM
 * blocking time reads low or high against the phone it stands for.
 *
 *   npm run bench:web -- [--base http://127.0.0.1:3000 ...] [--runs 1] [--cpu 4|calibrated]
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { percentile } from "./percentile.ts";

const print = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({
  options: {
    base: { type: "string", multiple: true, default: ["http://127.0.0.1:3000"] },
    runs: { type: "string", default: "1" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    cpu: { type: "string", default: "4" },
  },
});
const bases = (values.base as string[]).map((base) => base.replace(/\/$/, ""));
const runs = Math.max(1, Number(values.runs));

/** The most reviewed tool's page on `base` (each server seeds its own ids). */
async function toolPathOn(base: string): Promise<string> {
  const { items } = (await (await fetch(`${base}/api/tools?sort=reviews&pageSize=1`)).json()) as {
    items: { id: string }[];
  };
  const toolId = items[0]?.id;
  if (!toolId) throw new Error(`The catalogue on ${base} is empty: seed it first`);
  return `/tool/${toolId}`;
}
const toolPaths = new Map(
  await Promise.all(bases.map(async (base) => [base, await toolPathOn(base)] as const)),
);

/** The pages, by the name the table gives them; a tool page's address differs per server. */
const PAGES = ["/", "/ar", "/marketplace", "/ar/marketplace", "/tool/{id}", "/ar/tool/{id}"];
const addressOn = (base: string, page: string) =>
  `${base}${page.replace("/tool/{id}", toolPaths.get(base) as string)}`;

const chrome = await chromeLauncher.launch({
  chromePath: values.chromium as string,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
/** Lighthouse's measure of this machine's CPU, per load: its simulated 4x is meant for 1,500-2,000. */
const cpuIndexes: number[] = [];
print(
  "| server | page | performance | accessibility | best practices | SEO | LCP (s) | TBT (ms) | CLS | bytes (KiB) | CPU index |",
);
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");

/** Tries per load: Lighthouse's trace now and then loses the page's navigation (NO_NAVSTART). */
const ATTEMPTS = 3;

/**
 * The CPU slowdown that makes a machine of this Lighthouse CPU index stand for the phone the
 * mobile preset means (Lighthouse's docs/throttling.md, its calculator): 4x at ~1,533, 6x at 2,000.
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The CPU slowdown of every measured load: the preset's, or one calibrated to this machine. */
let cpuSlowdown = 4;

/** One load of `url`; a load that ended without metrics is said why and made again. */
async function measure(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`No Lighthouse result for ${url}`);
    const { runtimeError, runWarnings } = result.lhr;
    for (const warning of runWarnings) print(`<!-- ${url}: ${warning} -->`);
    if (!runtimeError || attempt === ATTEMPTS) return result.lhr;
    print(`<!-- ${url}: ${runtimeError.code}, measured again -->`);
  }
}

/** One Lighthouse load's figures that the per-page summary takes the median of. */
interface Load {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The lowest of accessibility, best practices and SEO. */
  others: number;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Per page, over its runs: Lighthouse's own advice on variance is to take the median of runs. */
const summaries: string[] = [];
function summarize(base: string, page: string, loads: Load[]) {
  const tbts = loads.map((load) => load.tbt);
  const within = tbts.filter((tbt) => tbt <= 150).length;
  summaries.push(
    `| ${base} | ${page} | ${median(loads.map((load) => load.performance))} | ${median(loads.map((load) => load.lcp)).toFixed(2)} | ${Math.round(median(tbts))} | ${Math.round(Math.min(...tbts))}-${Math.round(Math.max(...tbts))} | ${within} of ${loads.length} | ${median(loads.map((load) => load.cls)).toFixed(3)} | ${Math.min(...loads.map((load) => load.others))} |`,
  );
}

try {
  if (values.cpu === "calibrated") {
    const { environment } = await measure(addressOn(bases[0] as string, "/"));
    cpuSlowdown = calibratedSlowdown(environment.benchmarkIndex);
    print(
      `<!-- CPU slowdown ${cpuSlowdown.toFixed(1)}x, calibrated to benchmarkIndex ${Math.round(environment.benchmarkIndex)} -->`,
    );
  } else {
    cpuSlowdown = Number(values.cpu);
    if (!(cpuSlowdown >= 1)) throw new Error(`--cpu takes "calibrated" or a slowdown >= 1`);
  }
  for (const page of PAGES) {
    const loads = new Map<string, Load[]>(bases.map((base) => [base, []]));
    for (let run = 0; run < runs; run++) {
      for (const base of bases) {
        const { categories, audits, environment } = await measure(addressOn(base, page));
        cpuIndexes.push(environment.benchmarkIndex);
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const load: Load = {
          performance: score(categories.performance?.score),
          lcp: numeric("largest-contentful-paint") / 1000,
          tbt: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
          others: Math.min(
            ...["accessibility", "best-practices", "seo"].map((id) => score(categories[id]?.score)),
          ),
        };
        loads.get(base)?.push(load);
        print(
          `| ${base} | ${page} | ${load.performance} | ${score(categories.accessibility?.score)} | ${score(categories["best-practices"]?.score)} | ${score(categories.seo?.score)} | ${load.lcp.toFixed(2)} | ${Math.round(load.tbt)} | ${numeric("cumulative-layout-shift").toFixed(3)} | ${Math.round(numeric("total-byte-weight") / 1024)} | ${Math.round(environment.benchmarkIndex)} |`,
        );
      }
    }
    for (const [base, pageLoads] of loads) summarize(base, page, pageLoads);
  }
  if (runs > 1) {
    print(
      "\n| server | page | median performance | median LCP (s) | median TBT (ms) | TBT range | TBT <= 150 ms | median CLS | lowest a11y / best practices / SEO |",
    );
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const line of summaries) print(line);
  }
  print(
    `\nLighthouse benchmarkIndex ${Math.round(Math.min(...cpuIndexes))}-${Math.round(Math.max(...cpuIndexes))}, CPU slowdown ${cpuSlowdown.toFixed(1)}x: the preset's 4x aims a machine of ~1,500 at a mid-tier phone; on a slower machine it measures more blocking time, on a faster one less (Lighthouse's docs/throttling.md; \`--cpu calibrated\`).`,
  );
} finally {
  chrome.kill();
}
