/**
 * The main thread while a page loads on a phone-speed CPU, in the system's Chromium: each page
 * opened fresh `--runs` times from a trace of its tasks after the first paint, the blocking time
 * as Lighthouse's counts it (each task's length past 50 ms, summed) and the longest task.
 *
 * Two ways to get a phone's speed:
 * - `--rate 4` (the default): Chromium slows its CPU four times and the tasks are taken as they
 *   ran;
 * - `--simulate`: the page runs at full speed and each task counts four times its length, as
 *   Lighthouse's default (simulated) throttling does. Steadier on a shared VM, and it names the
 *   longest tasks' work (`--tasks`).
 * Builds are compared side by side (`--base` twice), alternating load by load so that a slower
 * minute of the machine falls on both. Not part of `npm test`: timings vary by machine.
 *
 *   npm run bench:main-thread -- [--base http://127.0.0.1:3000]... [--runs 5] [--page /ar]...
 *     [--simulate] [--tasks]
 */
import { parseArgs } from "node:util";
import { type CDPSession, chromium } from "@playwright/test";

const print = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({
  options: {
    base: { type: "string", multiple: true, default: ["http://127.0.0.1:3000"] },
    runs: { type: "string", default: "5" },
    page: { type: "string", multiple: true },
    simulate: { type: "boolean", default: false },
    tasks: { type: "boolean", default: false },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const bases = (values.base as string[]).map((base) => base.replace(/\/$/, ""));
const runs = Math.max(1, Number(values.runs));
const SLOWDOWN = 4;
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

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { functionName?: string; url?: string; lineNumber?: number } };
}

interface Load {
  blocking: number;
  longest: number;
  /** The longest tasks, each as "start:length[its main work]" in ms at the phone's speed. */
  worst: string[];
}

const median = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN);

const browser = await chromium.launch({ executablePath: values.chromium as string });

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (event) => events.push(...(event.value as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading,v8",
    transferMode: "ReportEvents",
  });
  await load();
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

/** Where a script's call starts, as "@file:line", for tasks named by their script. */
function where(event: TraceEvent): string {
  const data = event.args?.data;
  if (event.name !== "FunctionCall" || !data?.url) return "";
  return `@${data.url.split("/").pop()}:${(data.lineNumber ?? 0) + 1}`;
}

/** A task's main work: the events directly inside it that took over a millisecond. */
function workOf(task: TraceEvent, inside: TraceEvent[], scale: number): string {
  const end = task.ts + (task.dur ?? 0);
  const within = inside.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 1000,
  );
  const outermost = within.filter(
    (e) =>
      !within.some(
        (o) =>
          o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && o.dur !== e.dur,
      ),
  );
  const call = (e: TraceEvent) =>
    within.find(
      (c) =>
        c.name === "FunctionCall" && c.ts >= e.ts && c.ts + (c.dur ?? 0) <= e.ts + (e.dur ?? 0),
    ) ?? e;
  return outermost
    .map((e) => `${e.name}${where(call(e))} ${Math.round(((e.dur ?? 0) * scale) / 1000)}`)
    .join(", ");
}

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!values.simulate) await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  const scale = values.simulate ? SLOWDOWN : 1;
  const events = await trace(cdp, async () => {
    await page.goto(url);
    await page.waitForTimeout(5_000);
  });
  await context.close();
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  const script = events.find((e) => e.name === "FunctionCall");
  if (!paint || !script) throw new Error(`No paint or script in the trace of ${url}`);
  const main = events.filter((e) => e.pid === script.pid && e.tid === script.tid && e.ph === "X");
  const tasks = main
    .filter((e) => e.name === "RunTask" && e.ts >= paint.ts)
    .map((task) => ({ task, length: ((task.dur ?? 0) * scale) / 1000 }));
  const long = tasks.filter(({ length }) => length > 50).sort((a, b) => b.length - a.length);
  return {
    blocking: long.reduce((sum, { length }) => sum + length - 50, 0),
    longest: long[0]?.length ?? 0,
    worst: long
      .slice(0, 5)
      .map(
        ({ task, length }) =>
          `${Math.round(((task.ts - paint.ts) * scale) / 1000)}:${Math.round(length)}[${workOf(task, main, scale)}]`,
      ),
  };
}

try {
  const ids = await Promise.all(bases.map(firstToolId));
  const how = values.simulate ? "simulated 4x" : "4x slower CPU";
  print(
    `| page | ${bases.map((base) => `${base}: blocking / longest task (ms, ${how})`).join(" | ")} |`,
  );
  print(`|---|${bases.map(() => "---:").join("|")}|`);
  const details: string[] = [];
  for (const path of paths) {
    const loads: Load[][] = bases.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, base] of bases.entries()) {
        loads[index]?.push(await load(`${base}${path.replace("{id}", ids[index] ?? "")}`));
      }
    }
    const cells = loads.map(
      (each) => `${median(each.map((l) => l.blocking))} / ${median(each.map((l) => l.longest))}`,
    );
    print(`| ${path} | ${cells.join(" | ")} |`);
    for (const [index, each] of loads.entries()) {
      const typical = [...each].sort((a, b) => a.blocking - b.blocking)[
        Math.floor(each.length / 2)
      ];
      details.push(`${bases[index]}${path}: ${typical?.worst.join("  ") ?? ""}`);
    }
  }
  if (values.tasks) {
    print("\nThe longest tasks of the median load (start after the first paint : length [work]):");
    for (const line of details) print(`- ${line}`);
  }
} finally {
  await browser.close();
}
