import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { ensureAdmin } from "./bootstrap/ensure-admin.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedDemoData } from "./db/seed/seed-demo.ts";
import { devMailboxTransport, smtpTransport } from "./email/transport.ts";
import { createOutboxWorker } from "./email/worker.ts";
import { createLifecycle } from "./http/lifecycle.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { serverSchedules } from "./jobs/schedules.ts";
import type { Logger } from "./logger.ts";
import { storeNeedWords } from "./modules/catalog/needs/need-spelling.ts";

/** Everything a running server needs, opened and migrated: used by index.ts and by tests. */
export async function bootstrap(config: Config, logger: Logger, database?: Database) {
  const started = performance.now();
  if (config.env === "production" && config.publicUrl.startsWith("http://")) {
    logger.warn(
      { publicUrl: config.publicUrl },
      "INSECURE: production over plain http (ALLOW_INSECURE_HTTP=true). Sessions and passwords cross the network in the clear; only for a closed network.",
    );
  }
  const db = database ?? openDatabase(config, logger);
  await db.migrate();
  // The need vocabulary's words, for spelling corrections (it ships with the code, not the data).
  await storeNeedWords(db.db);
  if (config.seedDemoData) {
    const seeded = await seedDemoData(db.db);
    if (seeded === "seeded") logger.info("demo catalogue seeded");
  }
  const auth = createAuth(config, db.db, logger);
  if (config.admin) {
    const outcome = await ensureAdmin(auth, db.db, config.admin);
    if (outcome === "unchanged-other-password") {
      logger.warn(
        { email: config.admin.email, outcome },
        "admin account: already an admin, but ADMIN_PASSWORD is not its password (left as it is)",
      );
    } else logger.info({ email: config.admin.email, outcome }, "admin account");
  }
  const lifecycle = createLifecycle();
  const app = createApp({ config, db: db.db, auth, logger, lifecycle });
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : devMailboxTransport();
  const outbox = createOutboxWorker(db.db, transport, logger, { pollMs: config.mail.pollMs });
  const jobs = createJobRunner(
    db,
    serverSchedules(db.db, {
      site: config.site,
      publicUrl: config.publicUrl,
      teamInbox: config.mail.teamInbox,
    }),
    logger,
  );
  logger.info({ database: db.kind, ms: Math.round(performance.now() - started) }, "ready");
  return { app, db, auth, outbox, jobs, lifecycle };
}
