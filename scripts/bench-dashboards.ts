/**
 * Dashboard benchmark: p50/p95/p99 of every dashboard list and count endpoint, served by the real
 * app (routing, sessions, role checks, SQL, JSON) through `app.request`, on PostgreSQL and PGlite
 * with the demo data, N synthetic tools and the dashboards' scale data (`db:seed --dashboards`:
 * 100,000 users, 10,000 submissions, 1,000,000 analytics events by default).
 *
 *   npm run bench:dashboards -- [--tools N] [--scale USERS,SUBMISSIONS,EVENTS] [--iterations N] [--only pglite|postgres] [--keep NAME]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, cpus, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { App } from "../apps/server/src/app.ts";
import { type Database, openPglite } from "../apps/server/src/db/client.ts";
import {
  DASHBOARD_SCALE,
  type DashboardScale,
  seedDashboardScale,
} from "../apps/server/src/db/seed/seed-dashboard-scale.ts";
import { seedDemoData } from "../apps/server/src/db/seed/seed-demo.ts";
import { seedSyntheticTools } from "../apps/server/src/db/seed/seed-synthetic.ts";
import { benchApp, fmt, log, onThrowawayPostgres, percentile } from "./bench-lib.ts";

type Kind = "pglite" | "postgres";
type Role = "admin" | "vendor" | "business";

/** A UTC day `n` days before today, as the analytics period takes it. */
function daysAgo(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

/** Every list and count a dashboard asks for, as the browser asks for it. */
/** `path` may change per run (`run` counts every request to it, warm-up included). */
const ENDPOINTS: { name: string; role: Role; path: string | ((run: number) => string) }[] = [
  { name: "admin stats", role: "admin", path: "/api/admin/stats" },
  { name: "pending submissions, first page", role: "admin", path: "/api/admin/submissions" },
  { name: "users, newest first", role: "admin", path: "/api/admin/users" },
  { name: "users, search by e-mail", role: "admin", path: "/api/admin/users?q=scale-user-4242" },
  { name: "users, search by name", role: "admin", path: "/api/admin/users?q=user%2099" },
  { name: "alerts", role: "admin", path: "/api/admin/alerts" },
  { name: "listings, first page", role: "admin", path: "/api/admin/listings" },
  { name: "listings, search by name", role: "admin", path: "/api/admin/listings?q=ledger" },
  { name: "listings, hidden", role: "admin", path: "/api/admin/listings?status=hidden" },
  { name: "reviews to moderate", role: "admin", path: "/api/admin/reviews" },
  { name: "reviews, reported", role: "admin", path: "/api/admin/reviews?filter=reported" },
  { name: "consultations, all", role: "admin", path: "/api/admin/consultations" },
  {
    name: "consultations, scheduled",
    role: "admin",
    path: "/api/admin/consultations?status=scheduled",
  },
  { name: "advanced analytics, 30 days", role: "admin", path: "/api/admin/analytics" },
  {
    // Each run asks for a period not asked before: the past days' sums are made afresh.
    name: "advanced analytics, 30 past days, cold (another period each run)",
    role: "admin",
    path: (run) => `/api/admin/analytics?from=${daysAgo(30 + run)}&to=${daysAgo(1 + run)}`,
  },
  {
    name: "advanced analytics, 90 days",
    role: "admin",
    path: `/api/admin/analytics?from=${daysAgo(89)}&to=${daysAgo(0)}`,
  },
  { name: "audit log, first page", role: "admin", path: "/api/admin/audit" },
  {
    name: "audit log, one action",
    role: "admin",
    path: "/api/admin/audit?action=submission.reject",
  },
  { name: "audit log filters", role: "admin", path: "/api/admin/audit/facets" },
  { name: "vendor stats", role: "vendor", path: "/api/vendor/stats" },
  { name: "vendor submissions and listings", role: "vendor", path: "/api/vendor/submissions" },
  { name: "vendor analytics, 30 days", role: "vendor", path: "/api/vendor/analytics" },
  { name: "vendor recent activity", role: "vendor", path: "/api/vendor/activity" },
  { name: "business recommendations", role: "business", path: "/api/me/recommendations" },
  { name: "business consultations", role: "business", path: "/api/me/consultations" },
  { name: "business saved tools", role: "business", path: "/api/me/favorites" },
];

const USAGE = `Usage: npm run bench:dashboards -- [--tools N] [--scale U,S,E] [--iterations N] [--only pglite|postgres] [--keep NAME]

  --tools N        synthetic tools (default 100000)
  --scale U,S,E    users, submissions, analytics events (default ${DASHBOARD_SCALE.users},${DASHBOARD_SCALE.submissions},${DASHBOARD_SCALE.events})
  --iterations N   timed runs per endpoint after 10 warm-up runs (default 100)
  --only DB        run only on pglite or postgres
  --keep NAME      PostgreSQL: seed database NAME once and keep it; later runs reuse it`;

interface Options {
  tools: number;
  scale: DashboardScale;
  iterations: number;
  only: Kind | undefined;
  keep: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    tools: 100_000,
    scale: DASHBOARD_SCALE,
    iterations: 100,
    only: undefined,
    keep: undefined,
  };
  const fail = (message: string): never => {
    console.error(`${message}\n\n${USAGE}`);
    process.exit(2);
  };
  const count = (flag: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) fail(`${flag} needs an integer >= 0`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--tools") options.tools = count(arg, argv[++i]);
    else if (arg === "--iterations") options.iterations = Math.max(1, count(arg, argv[++i]));
    else if (arg === "--scale") {
      const [users, submissions, events] = (argv[++i] ?? "").split(",").map((v) => count(arg, v));
      if (events === undefined) fail("--scale needs three numbers");
      options.scale = { users: users ?? 0, submissions: submissions ?? 0, events: events ?? 0 };
    } else if (arg === "--only") {
      const db = argv[++i];
      if (db !== "pglite" && db !== "postgres") fail("--only takes pglite or postgres");
      options.only = db as Kind;
    } else if (arg === "--keep") options.keep = argv[++i] || fail("--keep needs a name");
    else fail(`Unknown argument ${arg}`);
  }
  return options;
}

async function prepare(database: Database, options: Options): Promise<number> {
  const started = performance.now();
  await database.migrate();
  await seedDemoData(database.db);
  for (let done = 0; done < options.tools; done += 10_000) {
    await seedSyntheticTools(database.db, Math.min(10_000, options.tools - done));
    log(`  ${database.kind}: ${Math.min(done + 10_000, options.tools)} synthetic tools`);
  }
  log(`  ${database.kind}: dashboard scale data ${JSON.stringify(options.scale)}`);
  await seedDashboardScale(database.db, options.scale);
  await database.db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}

/** A signed-in browser per role; the vendor takes over a busy synthetic vendor's tools and submissions. */
async function sessions(database: Database, app: App, fresh: boolean) {
  const cookies = {} as Record<Role, string>;
  for (const role of ["admin", "vendor", "business"] as const) {
    const email = `bench-${role}@bench.example.com`;
    const password = "bench-password-1";
    const post = (path: string, body: Record<string, string>) =>
      app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({ email, password, ...body }),
      });
    // A kept database (--keep) has the accounts from an earlier run: sign in instead (the admin's
    // two-factor flag, set below for the admin API, is cleared first so the password suffices).
    await database.db.execute(
      sql`update "user" set two_factor_enabled = false where email = ${email}`,
    );
    let res = await post("/api/auth/sign-up/email", { name: `Bench ${role}` });
    if (res.status !== 200) res = await post("/api/auth/sign-in/email", {});
    if (res.status !== 200) throw new Error(`sign-up of the ${role} answered ${res.status}`);
    cookies[role] = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await database.db.execute(
      sql`update "user" set role = ${role}, two_factor_enabled = ${role === "admin"} where email = ${email}`,
    );
  }
  if (fresh) await giveDashboardsData(database);
  return cookies;
}

/** The vendor takes over the busiest synthetic vendor; the business user saves, rates and asks. */
async function giveDashboardsData(database: Database) {
  await database.db.execute(sql`
    with busiest as (
      select submitter_user_id as id from tool_submissions where submitter_user_id like 'scale-user-%'
      group by 1 order by count(*) desc limit 1),
    me as (select id from "user" where email = 'bench-vendor@bench.example.com')
    update solutions_catalog set vendor_user_id = (select id from me)
    where vendor_user_id = (select id from busiest)`);
  await database.db.execute(sql`
    update tool_submissions set submitter_user_id =
      (select id from "user" where email = 'bench-vendor@bench.example.com')
    where submitter_user_id = (select submitter_user_id from tool_submissions
      where submitter_user_id like 'scale-user-%' group by 1 order by count(*) desc limit 1)`);
  // The business user has saved tools, rated one and asked for consultations, as a real one has.
  const business = sql`(select id from "user" where email = 'bench-business@bench.example.com')`;
  await database.db.execute(sql`
    insert into user_favorites (user_id, solution_id)
    select ${business}, id from solutions_catalog where slug like 'synthetic-%' order by slug limit 8`);
  await database.db.execute(sql`
    insert into tool_ratings (user_id, solution_id, rating)
    select ${business}, id, 5 from solutions_catalog where slug like 'synthetic-%' order by slug desc limit 1`);
  await database.db.execute(sql`
    update consultations set user_id = ${business}
    where id in (select id from consultations order by created_at desc limit 12)`);
}

interface Row {
  name: string;
  status: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function runOn(kind: Kind, database: Database, options: Options, fresh = true) {
  const seedMs = fresh ? await prepare(database, options) : 0;
  const app = benchApp(database, { NODE_ENV: "test" });
  const cookies = await sessions(database, app, fresh);
  const rows: Row[] = [];
  for (const endpoint of ENDPOINTS) {
    let run = 0;
    const get = async () => {
      const path = typeof endpoint.path === "string" ? endpoint.path : endpoint.path(run++);
      const res = await app.request(path, { headers: { cookie: cookies[endpoint.role] } });
      await res.arrayBuffer();
      return res.status;
    };
    let status = 0;
    for (let i = 0; i < 10; i++) status = await get();
    if (status !== 200) throw new Error(`${endpoint.name} answered ${status}`);
    const samples: number[] = [];
    for (let i = 0; i < options.iterations; i++) {
      const started = performance.now();
      await get();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const row = {
      name: endpoint.name,
      status,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
      max: samples.at(-1) ?? Number.NaN,
    };
    log(`  ${kind} ${row.name}: p50 ${fmt(row.p50)} ms, p95 ${fmt(row.p95)} ms`);
    rows.push(row);
  }
  return { kind, seedMs, rows };
}

async function runPglite(options: Options) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-dash-"));
  const database = openPglite(dataDir);
  try {
    return await runOn("pglite", database, options);
  } finally {
    await database.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Result = Awaited<ReturnType<typeof runOn>>;

function report(options: Options, results: Result[], notes: string[]): string {
  const lines = [
    `## Dashboard benchmark: ${options.tools} synthetic tools, ${options.scale.users} users, ` +
      `${options.scale.submissions} submissions, ${options.scale.events} analytics events; ` +
      `${options.iterations} runs per endpoint after 10 warm-up runs`,
    "",
    `Node ${process.version}, ${availableParallelism()} CPU cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}). ` +
      "Time of the whole request through the app (session, role check, SQL, JSON), in ms.",
    "",
    ...notes.map((note) => `> ${note}\n`),
    "| Endpoint | Database | p50 | p95 | p99 | max | p95 ≤ 50 ms |",
    "| --- | --- | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const result of results) {
    for (const row of result.rows) {
      lines.push(
        `| ${row.name} | ${result.kind} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.p99)} | ${fmt(row.max)} | ${row.p95 <= 50 ? "yes" : "**no**"} |`,
      );
    }
  }
  lines.push("", "Setup (migrate, seed, VACUUM ANALYZE):");
  for (const result of results)
    lines.push(`- ${result.kind}: ${Math.round(result.seedMs / 1000)} s`);
  lines.push("", "Requests:");
  for (const endpoint of ENDPOINTS)
    lines.push(`- ${endpoint.name}: \`GET ${pathOf(endpoint.path)}\` as ${endpoint.role}`);
  return `${lines.join("\n")}\n`;
}

/** A request's path as the report lists it. */
function pathOf(path: string | ((run: number) => string)): string {
  return typeof path === "string" ? path : `${path(0)} (then one day earlier each run)`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const results: Result[] = [];
  const notes: string[] = [];
  if (options.only !== "pglite") {
    const result = await onThrowawayPostgres(
      (database, fresh) => runOn("postgres", database, options, fresh),
      options.keep,
    );
    if (typeof result === "string") notes.push(result);
    else results.push(result);
  }
  if (options.only !== "postgres") results.push(await runPglite(options));
  process.stdout.write(report(options, results, notes));
}

await main();
