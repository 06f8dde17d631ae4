/**
 * The e-mail outbox against pg-boss (ADR 15): how long each takes to deliver N queued messages
 * through a transport that sends nothing, on PGlite and on PostgreSQL.
 *
 *   node --import tsx scripts/bench-mail-queue.ts [--messages N]
 *
 * The outbox is drained by its worker (claim 10, send, mark each sent); pg-boss by a worker
 * fetching 10 jobs at a time and completing them, its polling at its floor (0.5 s) and woken at
 * once after each batch. Prints a markdown table.
 */
import { parseArgs } from "node:util";
import PgBoss from "pg-boss";
import { type Database, openPglite } from "../apps/server/src/db/client.ts";
import { enqueueEmails } from "../apps/server/src/email/outbox.ts";
import type { MailTransport } from "../apps/server/src/email/transport.ts";
import { createOutboxWorker } from "../apps/server/src/email/worker.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { log, onThrowawayPostgres } from "./bench-lib.ts";

const { values } = parseArgs({ options: { messages: { type: "string", default: "500" } } });
const N = Number(values.messages);

const message = (i: number) => ({
  template: "bench",
  to: `person${i}@example.com`,
  subject: `Message ${i}`,
  html: `<p>Body ${i}</p>`,
  text: `Body ${i}`,
});

async function outboxRun(database: Database): Promise<number> {
  await enqueueEmails(
    database.db,
    Array.from({ length: N }, (_, i) => message(i)),
  );
  const transport: MailTransport = { name: "null", send: async () => {}, close: () => {} };
  const worker = createOutboxWorker(database.db, transport, createLogger("silent"), { pollMs: 50 });
  const started = performance.now();
  let sent = 0;
  while (sent < N) sent += await worker.runOnce();
  return performance.now() - started;
}

async function pgBossRun(database: Database): Promise<number> {
  const boss = new PgBoss({
    db: { executeSql: (text, v) => database.executeSql(text, v) as Promise<{ rows: never[] }> },
    schema: "bench_boss",
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.createQueue("mail", { name: "mail" });
  await boss.insert(Array.from({ length: N }, (_, i) => ({ name: "mail", data: message(i) })));
  const started = performance.now();
  let done = 0;
  let workerId = "";
  const finished = new Promise<void>((resolve) => {
    void boss
      .work("mail", { batchSize: 10, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        done += jobs.length;
        if (done >= N) resolve();
        // Without this the worker waits its polling interval between two full batches.
        else boss.notifyWorker(workerId);
      })
      .then((id) => {
        workerId = id;
      });
  });
  await finished;
  const elapsed = performance.now() - started;
  await boss.stop({ graceful: false, close: false });
  return elapsed;
}

async function measure(label: string, database: Database) {
  await database.migrate();
  const outboxMs = await outboxRun(database);
  const bossMs = await pgBossRun(database);
  return `| ${label} | ${N} | ${outboxMs.toFixed(0)} | ${bossMs.toFixed(0)} | ${(bossMs / outboxMs).toFixed(1)}x |`;
}

const rows: string[] = [];
const pglite = openPglite(undefined);
rows.push(await measure("PGlite", pglite));
await pglite.close();
const pgRow = await onThrowawayPostgres((database) => measure("PostgreSQL", database));
rows.push(pgRow.startsWith("|") ? pgRow : `| PostgreSQL | ${pgRow} |`);
log("done");
process.stdout.write(
  [
    "| database | messages | outbox worker (ms) | pg-boss (ms) | pg-boss / outbox |",
    "|---|---:|---:|---:|---:|",
    ...rows,
  ].join("\n") + "\n",
);
process.exit(0);
