import { TOTP_REUSE_WINDOW_SECONDS } from "@app/shared/limits";
import { RETENTION } from "@app/shared/retention";
import { and, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../db/client.ts";
import { rateLimit, session, spentTotpCode, verification } from "../db/schema/auth.ts";
import { analyticsEvents, requestQuota } from "../db/schema/catalog.ts";
import { emailOutbox } from "../db/schema/email.ts";

export interface PurgeCounts {
  sessions: number;
  verifications: number;
  spentCodes: number;
  rateLimits: number;
  requestQuotas: number;
  emailBodies: number;
  emailRecords: number;
  analyticsEvents: number;
}

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const monthsAgo = (months: number) => sql`now() - make_interval(months => ${months})`;

/**
 * Deletes what the privacy notice says is kept only for a while (RETENTION): sessions and
 * one-time tokens after they expired, spent authenticator codes, request counters, and the text of e-mails sent (or given
 * up) long enough ago, then the e-mail records themselves. Each statement stands alone: a run cut
 * short leaves nothing half-done, and the next run takes up the rest.
 */
export async function purgeExpiredData(db: Db): Promise<PurgeCounts> {
  const sessions = await db
    .delete(session)
    .where(lt(session.expiresAt, hoursAgo(RETENTION.sessionHoursAfterExpiry)))
    .returning({ id: session.id });
  const verifications = await db
    .delete(verification)
    .where(lt(verification.expiresAt, sql`now()`))
    .returning({ id: verification.id });
  // An authenticator code is refused again only within its window; after that the row is noise.
  const spentCodes = await db
    .delete(spentTotpCode)
    .where(
      lt(spentTotpCode.usedAt, sql`now() - make_interval(secs => ${TOTP_REUSE_WINDOW_SECONDS})`),
    )
    .returning({ userId: spentTotpCode.userId });
  // Better Auth's counters keep their last request in epoch milliseconds.
  const rateLimits = await db
    .delete(rateLimit)
    .where(
      lt(
        rateLimit.lastRequest,
        sql`(extract(epoch from ${hoursAgo(RETENTION.requestCounterHours)}) * 1000)::bigint`,
      ),
    )
    .returning({ id: rateLimit.id });
  const requestQuotas = await db
    .delete(requestQuota)
    .where(lt(requestQuota.windowStart, hoursAgo(RETENTION.requestCounterHours)))
    .returning({ key: requestQuota.key });
  const emailBodies = await db
    .update(emailOutbox)
    .set({ html: "", text: "", lastError: null })
    .where(
      and(
        inArray(emailOutbox.status, ["sent", "failed"]),
        lt(emailOutbox.createdAt, daysAgo(RETENTION.emailBodyDays)),
        or(ne(emailOutbox.html, ""), ne(emailOutbox.text, ""), isNotNull(emailOutbox.lastError)),
      ),
    )
    .returning({ id: emailOutbox.id });
  const emailRecords = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["sent", "failed"]),
        lt(emailOutbox.createdAt, monthsAgo(RETENTION.emailRecordMonths)),
      ),
    )
    .returning({ id: emailOutbox.id });
  // Past their period, events go; the daily aggregates they were counted into stay (migration
  // 0033: the delete trigger does not fire when the transaction says so).
  // Counted in the database: a first run can delete years of events, too many ids to return.
  const events = await db.transaction(async (tx) => {
    await tx.execute(sql`set local app.keep_analytics_aggregates = 'on'`);
    const gone = await tx.execute(sql`
      with gone as (
        delete from ${analyticsEvents}
        where ${analyticsEvents.createdAt} < ${monthsAgo(RETENTION.analyticsEventMonths)}
        returning 1
      )
      select count(*)::int as n from gone`);
    return rowsOf<{ n: number }>(gone)[0]?.n ?? 0;
  });
  return {
    sessions: sessions.length,
    verifications: verifications.length,
    spentCodes: spentCodes.length,
    rateLimits: rateLimits.length,
    requestQuotas: requestQuotas.length,
    emailBodies: emailBodies.length,
    emailRecords: emailRecords.length,
    analyticsEvents: events,
  };
}
