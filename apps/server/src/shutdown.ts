import type { Server } from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "./db/client.ts";
import type { OutboxWorker } from "./email/worker.ts";
import type { Lifecycle } from "./http/lifecycle.ts";
import type { JobRunner } from "./jobs/runner.ts";
import type { Logger } from "./logger.ts";

/** How long a connection taken just before the port closed has to be read before it counts as idle. */
const FRESH_CONNECTION_GRACE_MS = 500;

export interface ShutdownDeps {
  server: Server;
  lifecycle: Lifecycle;
  outbox: OutboxWorker;
  jobs: Pick<JobRunner, "stop">;
  db: Pick<Database, "close">;
  /** The tool views and clicks being written when the last requests ended (tool-counts.ts). */
  counts?: { settled(): Promise<void> };
  logger: Logger;
  /** How long /readyz fails before the server stops taking connections (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** How long requests under way may take to finish before their connections are cut. */
  timeoutMs: number;
}

/**
 * SIGTERM's order: /readyz fails first (a load balancer stops sending), then the server stops
 * taking connections while the requests under way finish (up to the deadline), then the outbox
 * worker ends after the message it is sending and the job queue after the job it is running,
 * then the database closes. Calling it again
 * returns the same shutdown.
 */
export function gracefulShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  let done: Promise<void> | undefined;
  return (signal) => {
    done ??= run(signal);
    return done;
  };

  async function run(signal: string) {
    const { server, logger } = deps;
    logger.info({ signal, drainMs: deps.drainMs }, "shutting down: /readyz fails from now on");
    deps.lifecycle.draining = true;
    // A kept-alive connection is closed after its next answer rather than left for the deadline.
    server.on("request", (_req, res) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    await sleep(deps.drainMs);

    // net.Server's close stops taking connections and waits for the open ones to end. (http's
    // close would also drop every connection without a request under way at once, including
    // one whose request is in the socket but not read yet: its client would see a reset.)
    const closed = new Promise<void>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve());
    });
    // Then kept-alive connections with nothing under way are closed, after the fresh ones had
    // the time to be read.
    let idle: NodeJS.Timeout | undefined;
    const reap = setTimeout(() => {
      idle = setInterval(() => server.closeIdleConnections(), 100);
    }, FRESH_CONNECTION_GRACE_MS);
    const deadline = setTimeout(() => {
      logger.warn("shutdown deadline passed: closing the connections still open");
      server.closeAllConnections();
    }, deps.timeoutMs);
    await closed;
    clearTimeout(reap);
    clearInterval(idle);
    clearTimeout(deadline);

    await Promise.all([deps.outbox.stop(), deps.jobs.stop(), deps.counts?.settled()]);
    await deps.db.close();
    logger.info("stopped");
  }
}
