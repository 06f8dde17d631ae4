import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { type JobQueue, type JobQueueOptions, type ScheduledJob, startJobQueue } from "./queue.ts";

/** How long to wait before trying again when the queue could not start (database away). */
const RETRY_START_MS = 30_000;
/** How long stop() waits for the job under way. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts the job queue in the background, so the server is ready without waiting for it, and
 * tries again while it cannot start; stop() ends whichever of the two is under way.
 */
export function createJobRunner(
  database: Pick<Database, "executeSql">,
  jobs: ScheduledJob[],
  logger: Logger,
  options: JobQueueOptions = {},
) {
  let stopped = false;
  let queue: JobQueue | undefined;
  const wakeUp = new AbortController();

  async function keepTrying() {
    while (!stopped) {
      try {
        queue = await startJobQueue(database, jobs, logger, options);
        if (stopped) await queue.stop();
        else logger.info({ jobs: jobs.map((j) => j.name) }, "job queue started");
        return;
      } catch (error) {
        logger.warn({ err: error }, "job queue did not start; trying again");
        await sleep(RETRY_START_MS, undefined, { signal: wakeUp.signal }).catch(() => {});
      }
    }
  }

  let starting: Promise<void> | undefined;
  return {
    start() {
      starting ??= keepTrying();
    },
    /**
     * Stops the schedules; a job under way finishes first. Gives up waiting after
     * STOP_TIMEOUT_MS (a start stuck on a database that went away must not hold the exit).
     */
    async stop() {
      stopped = true;
      wakeUp.abort();
      const stopping = (async () => {
        await starting;
        await queue?.stop(STOP_TIMEOUT_MS);
      })().catch((error: unknown) => logger.warn({ err: error }, "job queue did not stop cleanly"));
      const late = sleep(STOP_TIMEOUT_MS + 1_000, "late" as const, { ref: false });
      if ((await Promise.race([stopping, late])) === "late") {
        logger.warn("job queue did not stop in time; leaving it");
      }
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
