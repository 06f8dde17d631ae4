import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import type { Logger } from "../logger.ts";

/** One scheduled job: its queue's name, when it runs (cron, UTC) and what it does. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(): Promise<unknown>;
}

export interface JobQueueOptions {
  /** How often each instance asks whether a schedule is due (pg-boss's cron monitor). */
  cronCheckSeconds?: number;
  /** How often a worker looks for a job of its queue. */
  pollSeconds?: number;
}

/** pg-boss keeps its tables in this schema, beside ours. */
const QUEUE_SCHEMA = "pgboss";

/**
 * Scheduled work on pg-boss (ADR 15), over the app's own connection (PGlite or PostgreSQL).
 * Every instance runs the same schedules; pg-boss lets one instance at a time turn a due
 * schedule into a job (a lock on its version row) and sends at most one job per schedule and
 * minute (a singleton key), and each job is fetched by one worker (SKIP LOCKED): so each
 * schedule runs once however many instances there are.
 */
export async function startJobQueue(
  database: Pick<Database, "executeSql">,
  jobs: ScheduledJob[],
  logger: Logger,
  options: JobQueueOptions = {},
) {
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }>,
    },
    schema: QUEUE_SCHEMA,
    cronMonitorIntervalSeconds: options.cronCheckSeconds ?? 30,
    cronWorkerIntervalSeconds: options.cronCheckSeconds ?? 5,
    // Finished jobs are kept a week for an operator to look at, then deleted by pg-boss itself.
    deleteAfterDays: 7,
  });
  let databaseAway = false;
  boss.on("error", (error) => {
    if (!isDatabaseUnavailable(error)) logger.error({ err: error }, "job queue error");
    else if (!databaseAway) {
      databaseAway = true;
      logger.warn({ err: error }, "job queue paused: database unavailable");
    }
  });
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: "singleton", retryLimit: 2 });
    await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds ?? 10 }, async () => {
      databaseAway = false;
      const started = performance.now();
      const outcome = await job.run();
      logger.info(
        { job: job.name, outcome, ms: Math.round(performance.now() - started) },
        "job done",
      );
      return outcome;
    });
  }
  return {
    /** Stops taking jobs; a job under way finishes first (up to `timeoutMs`). */
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
    boss,
  };
}

export type JobQueue = Awaited<ReturnType<typeof startJobQueue>>;
