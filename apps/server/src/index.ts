import { AdminBootstrapError } from "./bootstrap/ensure-admin.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { answerClientErrors } from "./http/client-error.ts";
import { createHttpServer } from "./http/node-server.ts";
import { createLogger } from "./logger.ts";
import { bootstrap } from "./server.ts";
import { gracefulShutdown } from "./shutdown.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
// Last resort: a promise rejected with nobody listening is a bug to fix, not a reason to take
// every request in flight down with the process.
process.on("unhandledRejection", (reason) => {
  logger.error({ err: reason }, "unhandled promise rejection");
});

let started: Awaited<ReturnType<typeof bootstrap>>;
try {
  started = await bootstrap(config, logger);
} catch (error) {
  // A running server rides out a database outage; at start there is nothing to serve yet.
  if (error instanceof AdminBootstrapError) console.error(error.message);
  else if (isDatabaseUnavailable(error)) {
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause) cause = cause.cause;
    console.error(`Cannot reach the database at start: ${String(cause)}. Check DATABASE_URL.`);
  } else throw error;
  process.exit(1);
}
const { app, db, outbox, jobs, lifecycle } = started;
outbox.start();
jobs.start();
const server = createHttpServer(app, { hostname: config.host });
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(`listening on http://localhost:${port} (${db.kind})`);
  logger.info({ trustedOrigins: config.trustedOrigins }, "browsers may sign in from these origins");
});

answerClientErrors(server);

const shutdown = gracefulShutdown({
  server,
  lifecycle,
  outbox,
  jobs,
  db,
  counts: app.toolCounts,
  logger,
  drainMs: config.shutdown.drainMs,
  timeoutMs: config.shutdown.timeoutMs,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
