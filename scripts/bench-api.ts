/**
 * The API under load (issue 12): the catalogue's first page, a search, a tool by id and a tool's
 * reviews, each hit by autocannon (in a child process) with C connections for D seconds after a
 * warm-up, against the whole app served by this process over real HTTP, on 100,000 tools, on
 * PGlite and PostgreSQL. Each figure is set against a bare Hono endpoint served by the same
 * process that returns a fixed JSON body of the same size, measured right after it. Also: the
 * resident memory after the runs, and how long a fresh server process takes to answer /readyz on
 * the data just seeded.
 *
 *   npm run bench -- [--tools 100000] [--duration 30] [--connections 50] [--only pglite|postgres]
 *     [--keep NAME (PostgreSQL database kept)] [--pglite-dir DIR (PGlite data directory kept)]
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createAdaptorServer } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { type Database, openPglite, rowsOf } from "../apps/server/src/db/client.ts";
import { seedDemoData } from "../apps/server/src/db/seed/seed-demo.ts";
import { seedSyntheticTools } from "../apps/server/src/db/seed/seed-synthetic.ts";
import { createHttpServer, type ServedApp } from "../apps/server/src/http/node-server.ts";
import { benchApp, log, onThrowawayPostgres } from "./bench-lib.ts";

const { values } = parseArgs({
  options: {
    tools: { type: "string", default: "100000" },
    duration: { type: "string", default: "30" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    only: { type: "string" },
    keep: { type: "string" },
    "pglite-dir": { type: "string" },
  },
});
const TOOLS = Number(values.tools);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const WARMUP = Number(values.warmup);
const AUTOCANNON = path.resolve(import.meta.dirname, "../node_modules/autocannon/autocannon.js");
/** The server as `npm run serve` runs it: the bundle `npm run build` writes. */
const SERVER_ENTRY = path.resolve(import.meta.dirname, "../apps/server/dist/index.js");

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** autocannon in its own process, so the load it makes does not share this event loop. */
function autocannon(url: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      AUTOCANNON,
      "-c",
      String(CONNECTIONS),
      "-d",
      String(seconds),
      "-j",
      url,
    ]);
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const result = JSON.parse(out);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

/** Serves the bare endpoint as Hono's Node adapter does, or the app as index.ts does. */
function listen(
  served: { fetch: (request: Request) => Response | Promise<Response> } | ServedApp,
): Promise<string> {
  return new Promise((resolve) => {
    const server =
      "answers" in served ? createHttpServer(served) : createAdaptorServer({ fetch: served.fetch });
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    servers.push(server);
  });
}
const servers: { close: () => void }[] = [];

async function prepare(database: Database, fresh: boolean): Promise<void> {
  if (!fresh) return;
  const started = performance.now();
  await database.migrate();
  await seedDemoData(database.db);
  for (let done = 0; done < TOOLS; done += 10_000) {
    await seedSyntheticTools(database.db, Math.min(10_000, TOOLS - done));
  }
  await database.db.execute(sql`vacuum analyze`);
  log(`  seeded ${TOOLS} tools in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** How long a new server process takes to answer /readyz on an existing database. */
async function readyTime(env: Record<string, string>): Promise<number> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: npm run build`);
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_ENTRY], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: "silent",
      SEED_DEMO_DATA: "false",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error("not ready in 120 s");
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

interface Row {
  name: string;
  bytes: number;
  app: Load;
  bare: Load;
}

async function runOn(kind: string, database: Database, fresh: boolean) {
  await prepare(database, fresh);
  const app = benchApp(database, { SEED_DEMO_DATA: "false" });
  const bodies = new Map<number, string>();
  const bare = new Hono().get("/:bytes", (c) => {
    const bytes = Number(c.req.param("bytes"));
    let body = bodies.get(bytes);
    if (!body) {
      body = JSON.stringify({ data: "x".repeat(Math.max(0, bytes - 11)) });
      bodies.set(bytes, body);
    }
    return c.body(body, 200, { "content-type": "application/json" });
  });
  const appUrl = await listen(app);
  const bareUrl = await listen(bare);

  const first = await (await fetch(`${appUrl}/api/tools?sort=reviews`)).json();
  const reviewed = first.items.find((tool: { reviewsCount: number }) => tool.reviewsCount > 0);
  const synthetic = await (await fetch(`${appUrl}/api/tools?q=synthetic&pageSize=1`)).json();
  const toolId = synthetic.items[0]?.id ?? first.items[0].id;
  const endpoints = [
    { name: "first catalogue page", path: "/api/tools" },
    { name: 'search "invoice"', path: "/api/tools?q=invoice" },
    { name: "tool by id", path: `/api/tools/${toolId}` },
    { name: "a tool's reviews", path: `/api/tools/${reviewed.id}/reviews?page=1&pageSize=5` },
  ];
  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    const response = await fetch(`${appUrl}${endpoint.path}`);
    if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    await autocannon(`${appUrl}${endpoint.path}`, WARMUP);
    const appLoad = await autocannon(`${appUrl}${endpoint.path}`, DURATION);
    await autocannon(`${bareUrl}/${bytes}`, WARMUP);
    const bareLoad = await autocannon(`${bareUrl}/${bytes}`, DURATION);
    const row = { name: endpoint.name, bytes, app: appLoad, bare: bareLoad };
    log(
      `  ${kind} ${row.name}: ${Math.round(appLoad.rps)} req/s (${((appLoad.rps / bareLoad.rps) * 100).toFixed(1)}% of bare), p99 ${appLoad.p99} ms`,
    );
    rows.push(row);
  }
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  for (const server of servers.splice(0)) server.close();
  return { kind, rows, rssMb };
}

function table(result: Awaited<ReturnType<typeof runOn>>, readyMs: number): string {
  const lines = [
    `### ${result.kind}: ${CONNECTIONS} connections, ${DURATION} s after a ${WARMUP} s warm-up, ${TOOLS.toLocaleString("en")} tools`,
    "",
    "| endpoint | bytes | req/s | bare req/s | ratio | p50 (ms) | p99 (ms) | errors / timeouts / non-2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const { name, bytes, app, bare } of result.rows) {
    lines.push(
      `| ${name} | ${bytes} | ${Math.round(app.rps)} | ${Math.round(bare.rps)} | ${((app.rps / bare.rps) * 100).toFixed(1)}% | ${app.p50} | ${app.p99} | ${app.errors} / ${app.timeouts} / ${app.non2xx} |`,
    );
  }
  lines.push(
    "",
    `Resident memory after the runs: ${Math.round(result.rssMb)} MB. A new server process answered /readyz on this database after ${Math.round(readyMs)} ms.`,
    "",
  );
  return lines.join("\n");
}

const output: string[] = [];
if (values.only !== "postgres") {
  // --pglite-dir keeps the seeded data directory for the next run (seeded only when new).
  const kept = values["pglite-dir"];
  const dataDir = kept ?? (await mkdtemp(path.join(tmpdir(), "bench-api-")));
  const fresh = !kept || !existsSync(path.join(dataDir, "pglite"));
  await mkdir(dataDir, { recursive: true });
  // Where the server keeps it under DATA_DIR (db/client.ts openDatabase).
  const database = openPglite(path.join(dataDir, "pglite"));
  try {
    const result = await runOn("PGlite", database, fresh);
    await database.close();
    const readyMs = await readyTime({ DATA_DIR: dataDir });
    output.push(table(result, readyMs));
  } finally {
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
}
if (values.only !== "pglite") {
  const outcome = await onThrowawayPostgres(async (database, fresh) => {
    const result = await runOn("PostgreSQL", database, fresh);
    const [current] = rowsOf<{ name: string }>(
      await database.db.execute(sql`select current_database() as name`),
    );
    const url = new URL(
      process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    );
    url.pathname = `/${current?.name}`;
    const readyMs = await readyTime({ DATABASE_URL: url.toString() });
    return table(result, readyMs);
  }, values.keep);
  output.push(outcome);
}
process.stdout.write(`${output.join("\n")}\n`);
process.exit(0);
