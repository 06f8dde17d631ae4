import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "../logger.ts";
import { SERVER_ROOT } from "../paths.ts";
import * as auditSchema from "./schema/audit.ts";
import * as authSchema from "./schema/auth.ts";
import * as catalogSchema from "./schema/catalog.ts";
import * as emailSchema from "./schema/email.ts";
import * as leadsSchema from "./schema/leads.ts";
import * as pricingSchema from "./schema/pricing.ts";
import * as profilesSchema from "./schema/profiles.ts";

export const schema = {
  ...authSchema,
  ...catalogSchema,
  ...leadsSchema,
  ...emailSchema,
  ...profilesSchema,
  ...auditSchema,
  ...pricingSchema,
};
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (the job queue): parameters when `values` has
   * any, otherwise one or more statements in one string.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const migrationsFolder = path.join(SERVER_ROOT, "drizzle");
/** Any constant will do: it only keeps two processes from migrating at once. */
const MIGRATION_LOCK_ID = 7_314_001;

/** How long a request waits for a new connection before it gives up (and answers 503). */
export const CONNECT_TIMEOUT_MS = 5_000;
/** The server cancels a statement running longer than this (migrations are exempt). */
const STATEMENT_TIMEOUT_MS = 30_000;
/** The client stops waiting for an answer after this: a link that died without a word. */
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000;

export interface PoolOptions {
  /** No statement timeout: for batch work (seeding), never for the server. */
  longStatements?: boolean;
}

/**
 * A pool that outlives the database going away: connects and answers are bounded in time, and a
 * connection that breaks (restart, failover, network) is logged and dropped instead of crashing
 * the process; the next query opens a new one.
 */
export function connectPostgres(url: string, logger?: Logger, options: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.longStatements
      ? {}
      : { statement_timeout: STATEMENT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS }),
    keepAlive: true,
  });
  const lost = (err: Error) => logger?.warn({ err }, "database connection lost");
  // An idle client's error reaches the pool; a checked-out one's only the client (its query
  // fails on its own). Either event without a listener would end the process.
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePg(pool, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("set statement_timeout = 0");
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        await client.query("reset statement_timeout").catch(() => {});
        client.release(broken);
      }
    },
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory (tests). */
export function openPglite(dataDir: string | undefined): Database {
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm, fuzzystrmatch },
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // PGlite's query takes one statement; exec takes several (the queue's locked commands).
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  logger?: Logger,
  poolOptions: PoolOptions = {},
): Database {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, logger, poolOptions)
    : openPglite(path.join(options.dataDir, "pglite"));
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw `db.execute()`, whichever driver answered (pg and PGlite wrap them). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}
