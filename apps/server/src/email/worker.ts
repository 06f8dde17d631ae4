import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/email.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "./transport.ts";

/** How long a claimed message stays reserved by default: longer than any SMTP timeout (transport.ts). */
export const DEFAULT_LEASE_SECONDS = 120;

export interface OutboxWorkerOptions {
  pollMs: number;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed message stays reserved to the worker that claimed it. */
  leaseSeconds?: number;
}

/**
 * Mails whose text carries a secret link (a password reset, an address confirmation, a booking's
 * manage link): once delivered over SMTP, their body leaves the outbox, so a copy of the database
 * holds no working link (issue 35 defect 9). The development mailbox is the outbox itself: there
 * the body stays, for the reader who opens it.
 */
export const SECRET_LINK_TEMPLATES = [
  "password-reset",
  "verify-email",
  "consultation-booking",
  "consultation-confirmation",
  "consultation-hold",
] as const;
const DELIVERED_ELSEWHERE = "smtp";

/** 2, 4, 8 ... seconds after each failure, at most 10 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, 600);
}

/**
 * Sends what the outbox holds. Claiming uses FOR UPDATE SKIP LOCKED, so any number of workers
 * (in any number of processes on one PostgreSQL) never take the same message at the same time.
 */
export function createOutboxWorker(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  options: OutboxWorkerOptions,
) {
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 10;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a pass under way ends after its current message. */
  let stopping = false;

  async function claim() {
    return db
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          emailOutbox.id,
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(
              or(
                and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)),
                and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, sql`now()`)),
              ),
            )
            .orderBy(emailOutbox.nextAttemptAt)
            .limit(batchSize)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();
  }

  /**
   * The claim on `mail` is still this worker's: not taken back and re-claimed by another after
   * the lease ran out (each claim adds one to `attempts`). Every final update checks it.
   */
  const stillOurs = (mail: { id: string; attempts: number }) =>
    and(
      eq(emailOutbox.id, mail.id),
      eq(emailOutbox.status, "sending"),
      eq(emailOutbox.attempts, mail.attempts),
    );

  /** Hands claimed messages back untouched (a stop between two messages). */
  async function release(batch: { id: string; attempts: number }[]) {
    for (const mail of batch) {
      await db
        .update(emailOutbox)
        .set({ status: "pending", lockedUntil: null, attempts: sql`${emailOutbox.attempts} - 1` })
        .where(stillOurs(mail));
    }
  }

  /**
   * One pass: claim a batch and try each message once. Returns how many were sent. A stop asked
   * for meanwhile ends the pass after the message being sent; the rest go back unclaimed.
   */
  async function runOnce(): Promise<number> {
    const batch = await claim();
    let sent = 0;
    for (const [index, mail] of batch.entries()) {
      if (stopping) {
        await release(batch.slice(index));
        break;
      }
      try {
        await transport.send({
          id: mail.id,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ics: mail.ics,
        });
        await db
          .update(emailOutbox)
          .set({
            status: "sent",
            sentAt: sql`now()`,
            lockedUntil: null,
            lastError: null,
            transport: transport.name,
            ...(transport.name === DELIVERED_ELSEWHERE &&
            (SECRET_LINK_TEMPLATES as readonly string[]).includes(mail.template)
              ? { html: "", text: "", ics: null }
              : {}),
          })
          .where(stillOurs(mail));
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = mail.attempts >= maxAttempts;
        await db
          .update(emailOutbox)
          .set({
            status: failed ? "failed" : "pending",
            lockedUntil: null,
            lastError: message.slice(0, 1000),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})`,
          })
          .where(stillOurs(mail));
        logger.warn(
          { outboxId: mail.id, attempts: mail.attempts, failed, error: message },
          "e-mail not sent",
        );
      }
    }
    return sent;
  }

  /** While the database is away every pass fails the same way: say so once, and when it is back. */
  let databaseAway = false;
  function passFailed(error: unknown): number {
    if (!isDatabaseUnavailable(error)) {
      logger.error({ err: error }, "outbox pass failed");
    } else if (!databaseAway) {
      databaseAway = true;
      logger.warn({ err: error }, "outbox paused: database unavailable; still polling");
    }
    return 0;
  }
  function passDone(sent: number): number {
    if (databaseAway) logger.info("outbox resumed: database reachable again");
    databaseAway = false;
    return sent;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      running = runOnce().then(passDone, passFailed);
      await running;
      running = undefined;
      schedule();
    }, options.pollMs);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule();
    },
    /** Ends polling; a pass under way finishes the message it is sending and hands back the rest. */
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
