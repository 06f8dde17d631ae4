/**
 * The main thread while a page loads on a phone-speed CPU: Chromium (the system's) at 4x slower
 * CPU, each page opened fresh `--runs` times, the long tasks (over 50 ms) after the first paint
 * summed past their 50 ms, as Lighthouse's blocking time does, and the longest task. Real tasks
 * on a throttled CPU, without Lighthouse's simulated network, so two builds can be compared
 * side by side (`--base` twice). Not part of `npm test`: timings vary by machine.
 *
 *   npm run bench:main-thread -- [--base http://127.0.0.1:3000]... [--runs 5] [--page /ar]...
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const print = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({
  options: {
    base: { type: "string", multiple: true, default: ["http://127.0.0.1:3000"] },
    runs: { type: "string", default: "5" },
    page: { type: "string", multiple: true },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const bases = (values.base as string[]).map((base) => base.replace(/\/$/, ""));
const runs = Math.max(1, Number(values.runs));
const paths = values.page ?? [
  "/",
  "/ar",
  "/marketplace",
  "/ar/marketplace",
  "/tool/{id}",
  "/ar/tool/{id}",
];

async function firstToolId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/tools?sort=reviews&pageSize=1`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error(`The catalogue at ${base} is empty: seed it first`);
  return items[0].id;
}

interface Load {
  blocking: number;
  longest: number;
}

const median = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN);

const browser = await chromium.launch({ executablePath: values.chromium as string });

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    Object.assign(window, { longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url);
  await page.waitForTimeout(4_000);
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks;
    const after = tasks.filter(([start]) => start >= paint).map(([, duration]) => duration);
    return {
      blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after),
    };
  });
  await context.close();
  return result;
}

try {
  const ids = await Promise.all(bases.map(firstToolId));
  print(`| page | ${bases.map((base) => `${base}: blocking / longest task (ms)`).join(" | ")} |`);
  print(`|---|${bases.map(() => "---:").join("|")}|`);
  for (const path of paths) {
    const loads: Load[][] = bases.map(() => []);
    // Alternating the builds run by run, so a slower minute of the machine falls on both.
    for (let run = 0; run < runs; run++) {
      for (const [index, base] of bases.entries()) {
        loads[index]?.push(await load(`${base}${path.replace("{id}", ids[index] ?? "")}`));
      }
    }
    const cells = loads.map(
      (each) => `${median(each.map((l) => l.blocking))} / ${median(each.map((l) => l.longest))}`,
    );
    print(`| ${path} | ${cells.join(" | ")} |`);
  }
} finally {
  await browser.close();
}
