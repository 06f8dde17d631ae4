import { setTimeout as sleep } from "node:timers/promises";
import { RETENTION } from "@app/shared/retention";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { connectPostgres, type Database } from "../src/db/client.ts";
import { session, user } from "../src/db/schema/auth.ts";
import { type JobQueue, startJobQueue } from "../src/jobs/queue.ts";
import { purgeExpiredData } from "../src/jobs/retention.ts";
import { serverSchedules } from "../src/jobs/schedules.ts";
import { createLogger } from "../src/logger.ts";
import { createTestApp } from "./harness.ts";
import { testDatabase, workerPostgresUrl } from "./test-database.ts";

const logger = createLogger("silent");
const queues: JobQueue[] = [];
const extraConnections: Database[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop(1_000)));
  await Promise.all(extraConnections.splice(0).map((d) => d.close()));
});

/** A second instance's connection: its own pool on PostgreSQL; on PGlite the one database. */
async function secondInstanceDatabase(): Promise<Database> {
  const url = workerPostgresUrl();
  if (!url) return testDatabase();
  const db = connectPostgres(url);
  extraConnections.push(db);
  return db;
}

/** Polls until `done()` holds or the time is up. */
async function until(done: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await done()) return true;
    await sleep(200);
  }
  return false;
}

describe("scheduled work on pg-boss", () => {
  it("runs a schedule once per due time across two instances, and does its work", async () => {
    const t = await createTestApp();
    await t.db.insert(user).values({ id: "u1", name: "Sara", email: "sara@example.com" });
    const longExpired = new Date(Date.now() - (RETENTION.sessionHoursAfterExpiry + 1) * 3_600_000);
    await t.db
      .insert(session)
      .values({ id: "s-old", token: "t-old", userId: "u1", expiresAt: longExpired });

    // Every minute, checked every second: due as soon as the instances start.
    const runs: string[] = [];
    const job = (instance: string, database: Database) => ({
      name: "purge-expired-data",
      cron: "* * * * *",
      async run() {
        runs.push(instance);
        return purgeExpiredData(database.db);
      },
    });
    const first = await testDatabase();
    const second = await secondInstanceDatabase();
    const options = { cronCheckSeconds: 1, pollSeconds: 0.5 };
    const started = Date.now();
    queues.push(await startJobQueue(first, [job("a", first)], logger, options));
    queues.push(await startJobQueue(second, [job("b", second)], logger, options));

    expect(await until(() => runs.length > 0, 30_000)).toBe(true);
    // Both instances keep checking for a while: a due time never runs twice, so there is at most
    // one run per minute the wait touched. (Not one run per clock minute: a job due in the last
    // second of a minute may run in the next one, beside that minute's own job.)
    await sleep(6_000);
    const minutesTouched = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1;
    expect(runs.length).toBeLessThanOrEqual(minutesTouched);
    expect(await t.db.select().from(session).where(eq(session.id, "s-old"))).toEqual([]);
  }, 60_000);

  it("accepts the server's own schedules", async () => {
    const t = await createTestApp();
    const database = await testDatabase();
    const schedules = serverSchedules(t.db, {
      site: t.config.site,
      publicUrl: "https://market.example.com",
      teamInbox: "team@market.example.com",
    });
    const queue = await startJobQueue(database, schedules, logger);
    queues.push(queue);
    // pg-boss's rows carry the time zone, which its types leave out.
    const saved = (await queue.boss.getSchedules()) as {
      name: string;
      cron: string;
      timezone: string;
    }[];
    expect(saved.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual([
      ["expire-consultation-holds", "*/5 * * * *", "UTC"],
      ["overdue-alerts", "*/15 * * * *", "UTC"],
      ["purge-expired-data", "17 * * * *", "UTC"],
    ]);
  });
});
