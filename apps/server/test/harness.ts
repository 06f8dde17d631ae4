import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { createApp } from "../src/app.ts";
import { createAuth } from "../src/auth/auth.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { createLogger } from "../src/logger.ts";
import { testDatabase } from "./test-database.ts";

export const FIXTURE_WEB_DIST = path.resolve(import.meta.dirname, "fixtures/web-dist");

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:3000",
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    WEB_DIST: FIXTURE_WEB_DIST,
    ...env,
  });
}

const TABLES = [
  "audit_log",
  "consultation_bookings",
  "office_availability",
  "email_outbox",
  "overdue_alerts",
  "maturity_assessments",
  "consultations",
  "tool_submissions",
  "analytics_events",
  "tool_ratings",
  "user_favorites",
  "solutions_catalog",
  "catalog_words",
  "solutions_search",
  "solutions_search_removed",
  "request_quota",
  "session",
  "account",
  "verification",
  "rate_limit",
  "exchange_rates",
  "user",
];

/** The rates migration 0046 starts with (the dirham's and the riyal's pegs), put back per test. */
const STARTING_RATES = sql.raw(`INSERT INTO exchange_rates (currency, units_per_usd, effective_on)
  VALUES ('AED', 3.6725, '1997-11-01'), ('SAR', 3.75, '1986-06-01')`);

/** A logger that writes every line, debug included, into `lines`. */
function capturingLogger(lines: string[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return createLogger("debug", sink);
}

/**
 * A fresh app on the worker's database, emptied first so every test starts clean. With
 * `logLines`, the app's log (requests, Better Auth, jobs) is written into it instead of nowhere.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logLines?: string[] } = {},
) {
  const database = await testDatabase();
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(", ")} CASCADE`));
  await database.db.execute(STARTING_RATES);
  const config = testConfig(env);
  const logger = options.logLines ? capturingLogger(options.logLines) : createLogger("silent");
  const auth = createAuth(config, database.db, logger);
  const app = createApp({ config, db: database.db, auth, logger });
  return { app, auth, db: database.db, config };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
