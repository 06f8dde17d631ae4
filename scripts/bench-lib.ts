/** What the benchmark scripts share: percentiles, number format and a throw-away PostgreSQL database. */
import pg from "pg";
import { createApp } from "../apps/server/src/app.ts";
import { createAuth } from "../apps/server/src/auth/auth.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { connectPostgres, type Database } from "../apps/server/src/db/client.ts";
import { createLogger } from "../apps/server/src/logger.ts";

/** One query's timings (ms) and how many rows it matched. */
export interface QueryStats {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  total: number;
  runs: number;
}

// Its own module, so a script that needs no database (bench-web) imports it alone.
export { percentile } from "./percentile.ts";

/** The whole app over `database`, logging off; `env` adds to or overrides the settings. */
export function benchApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    PUBLIC_URL: "http://localhost:3000",
    ALLOW_INSECURE_HTTP: "true",
    // No mail leaves a benchmark (nothing runs the outbox), but production wants an SMTP address.
    SMTP_URL: "smtp://127.0.0.1:2525",
    LOG_LEVEL: "silent",
    ...env,
  });
  const logger = createLogger("silent");
  return createApp({
    config,
    db: database.db,
    auth: createAuth(config, database.db, logger),
    logger,
  });
}

export const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
export const log = (message: string) => process.stderr.write(`${message}\n`);

export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

/** Tears down the throw-away PostgreSQL database on failure or Ctrl-C too. */
let dropBenchDatabase: (() => Promise<void>) | undefined;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up...`);
    const drop = dropBenchDatabase?.() ?? Promise.resolve();
    drop.finally(() => process.exit(130));
  });
}

/**
 * Runs `work` on a database bench_<timestamp> created on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards; a string when the server
 * cannot be reached. With `keep`, the database of that name is made when missing and kept, so a
 * second run can skip the seeding (`fresh` says whether it was just made).
 */
export async function onThrowawayPostgres<T>(
  work: (database: Database, fresh: boolean) => Promise<T>,
  keep?: string,
): Promise<T | string> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    return `PostgreSQL unreachable at ${redact(serverUrl)} (${(error as Error).message}): skipped.`;
  }
  const name = keep ?? `bench_${Date.now()}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const { rows: existing } = await admin.query("select 1 from pg_database where datname = $1", [
    name,
  ]);
  const fresh = existing.length === 0;
  if (fresh) await admin.query(`create database ${name}`);
  let dropped = false;
  dropBenchDatabase = async () => {
    if (dropped) return;
    dropped = true;
    if (keep) {
      await admin.end();
      return;
    }
    // pg's pool.end() resolves before its connections have closed; killing them (force) while
    // they close would crash the pool, so wait for them first (force stays for a hung run).
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Seeding runs statements longer than the server allows a request; timings are measured anyway.
  const database = connectPostgres(url.toString(), undefined, { longStatements: true });
  try {
    return await work(database, fresh);
  } finally {
    await database.close().catch(() => {});
    await dropBenchDatabase().catch((error) =>
      console.error(`Could not drop database ${name}: ${(error as Error).message}`),
    );
  }
}
