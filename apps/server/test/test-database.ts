import pg from "pg";
import { connectPostgres, type Database, openPglite } from "../src/db/client.ts";

/** Prefix of the per-worker databases made from TEST_DATABASE_URL; the global teardown drops them. */
export const WORKER_DB_PREFIX = "w";

export function workerDatabaseUrl(
  baseUrl: string,
  workerId: string,
): { url: string; name: string } {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_${WORKER_DB_PREFIX}${workerId}`;
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function createWorkerPostgres(baseUrl: string): Promise<Database> {
  const { url, name } = workerDatabaseUrl(baseUrl, process.env.VITEST_POOL_ID ?? "1");
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return connectPostgres(url);
}

let shared: Promise<Database> | undefined;

/** The URL of this worker's own PostgreSQL database, when the suite runs on PostgreSQL. */
export function workerPostgresUrl(): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !base) return undefined;
  return workerDatabaseUrl(base, process.env.VITEST_POOL_ID ?? "1").url;
}

/** One migrated database per test worker: PGlite in memory, or a PostgreSQL database of its own. */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const database =
      process.env.TEST_DB === "postgres" && url
        ? await createWorkerPostgres(url)
        : openPglite(undefined);
    await database.migrate();
    return database;
  })();
  return shared;
}

/**
 * A database of its own beside this worker's (named `<base>_w<worker>_<purpose>`), made empty,
 * for a test that runs server processes on it; `drop()` removes it.
 */
export async function throwawayPostgres(purpose: string) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("throwawayPostgres needs TEST_DATABASE_URL");
  const { url, name } = workerDatabaseUrl(base, `${process.env.VITEST_POOL_ID ?? "1"}_${purpose}`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  return {
    url,
    name,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
