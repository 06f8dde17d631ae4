import { RETENTION } from "@app/shared/retention";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/client.ts";
import { analyticsDaily, analyticsDayTotals } from "../src/db/schema/analytics.ts";
import { rateLimit, session, spentTotpCode, user, verification } from "../src/db/schema/auth.ts";
import { analyticsEvents, requestQuota } from "../src/db/schema/catalog.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { purgeExpiredData } from "../src/jobs/retention.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

async function aUser() {
  await t.db.insert(user).values({ id: "u1", name: "Sara", email: "sara@example.com" });
  return "u1";
}

function mail(id: string, status: string, createdAt: Date) {
  return {
    id,
    template: "test",
    toAddress: "someone@example.com",
    recipientKey: "someone@example.com",
    subject: `Subject ${id}`,
    html: `<p>Body ${id}</p>`,
    text: `Body ${id}`,
    status,
    createdAt,
    sentAt: status === "sent" ? createdAt : null,
    lastError: status === "failed" ? "550 no such user" : null,
  };
}

describe("purgeExpiredData (the retention job)", () => {
  it("deletes what the privacy notice says is gone and keeps everything else", async () => {
    const userId = await aUser();
    const afterGrace = (RETENTION.sessionHoursAfterExpiry + 1) * HOUR;
    await t.db.insert(session).values([
      { id: "s-old", token: "t-old", userId, expiresAt: ago(afterGrace) },
      { id: "s-just-expired", token: "t-just", userId, expiresAt: ago(HOUR) },
      { id: "s-live", token: "t-live", userId, expiresAt: new Date(Date.now() + DAY) },
    ]);
    await t.db.insert(verification).values([
      { id: "v-old", identifier: "reset", value: "x", expiresAt: ago(HOUR) },
      { id: "v-live", identifier: "reset", value: "y", expiresAt: new Date(Date.now() + HOUR) },
    ]);
    await t.db.insert(spentTotpCode).values([
      { userId, code: "111111", usedAt: ago(10 * 60_000) },
      { userId, code: "222222", usedAt: ago(10_000) },
    ]);
    const counterAge = (RETENTION.requestCounterHours + 1) * HOUR;
    await t.db.insert(rateLimit).values([
      { id: "r-old", key: "1.2.3.4/sign-in", count: 3, lastRequest: Date.now() - counterAge },
      { id: "r-new", key: "5.6.7.8/sign-in", count: 1, lastRequest: Date.now() - HOUR },
    ]);
    await t.db.insert(requestQuota).values([
      { key: "leads:1.2.3.4", windowStart: ago(counterAge), count: 2 },
      { key: "leads:5.6.7.8", windowStart: ago(HOUR), count: 1 },
    ]);
    const bodyAge = (RETENTION.emailBodyDays + 1) * DAY;
    const recordAge = (RETENTION.emailRecordMonths + 1) * 31 * DAY;
    const ids = {
      sentOld: "00000000-0000-4000-8000-000000000001",
      failedOld: "00000000-0000-4000-8000-000000000002",
      sentRecent: "00000000-0000-4000-8000-000000000003",
      pendingOld: "00000000-0000-4000-8000-000000000004",
      sentAncient: "00000000-0000-4000-8000-000000000005",
    };
    await t.db
      .insert(emailOutbox)
      .values([
        mail(ids.sentOld, "sent", ago(bodyAge)),
        mail(ids.failedOld, "failed", ago(bodyAge)),
        mail(ids.sentRecent, "sent", ago(DAY)),
        mail(ids.pendingOld, "pending", ago(bodyAge)),
        mail(ids.sentAncient, "sent", ago(recordAge)),
      ]);

    expect(await purgeExpiredData(t.db)).toEqual({
      sessions: 1,
      verifications: 1,
      spentCodes: 1,
      rateLimits: 1,
      requestQuotas: 1,
      emailBodies: 3,
      emailRecords: 1,
      analyticsEvents: 0,
    });

    const left = async (table: string, column: string) =>
      rowsOf<Record<string, string>>(
        await t.db.execute(sql.raw(`select ${column} as v from "${table}" order by 1`)),
      ).map((r) => r.v);
    expect(await left("session", "id")).toEqual(["s-just-expired", "s-live"]);
    expect(await left("verification", "id")).toEqual(["v-live"]);
    expect(await left("spent_totp_code", "code")).toEqual(["222222"]);
    expect(await left("rate_limit", "id")).toEqual(["r-new"]);
    expect(await left("request_quota", "key")).toEqual(["leads:5.6.7.8"]);
    const outbox = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(outbox.map((m) => [m.id, m.status, m.subject, m.html, m.text, m.lastError])).toEqual([
      // Sent or given up long enough ago: the record stays, its words are gone.
      [ids.sentOld, "sent", `Subject ${ids.sentOld}`, "", "", null],
      [ids.failedOld, "failed", `Subject ${ids.failedOld}`, "", "", null],
      [
        ids.sentRecent,
        "sent",
        `Subject ${ids.sentRecent}`,
        `<p>Body ${ids.sentRecent}</p>`,
        `Body ${ids.sentRecent}`,
        null,
      ],
      // Not sent yet: still to be delivered, whatever its age.
      [
        ids.pendingOld,
        "pending",
        `Subject ${ids.pendingOld}`,
        `<p>Body ${ids.pendingOld}</p>`,
        `Body ${ids.pendingOld}`,
        null,
      ],
    ]);

    // A second run finds nothing left to do.
    expect(Object.values(await purgeExpiredData(t.db))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("deletes analytics events past their period and keeps the daily totals they make", async () => {
    const old = ago((RETENTION.analyticsEventMonths + 1) * 31 * DAY);
    const recent = ago(DAY);
    await t.db.insert(analyticsEvents).values([
      {
        eventType: "search",
        eventData: { query: "invoice", results_count: 3 },
        ipAddress: "203.0.113.9",
        createdAt: old,
      },
      {
        eventType: "search",
        eventData: { query: "invoice", results_count: 3 },
        ipAddress: "203.0.113.9",
        createdAt: old,
      },
      { eventType: "search", eventData: { query: "chatbot", results_count: 5 }, createdAt: recent },
    ]);
    const totals = async () =>
      (await t.db.select().from(analyticsDayTotals).orderBy(analyticsDayTotals.day)).map((row) => [
        row.eventType,
        String(row.day),
        row.count,
      ]);
    const daily = async () =>
      (await t.db.select().from(analyticsDaily).orderBy(analyticsDaily.day)).map((row) => [
        row.query,
        row.count,
      ]);
    const totalsBefore = await totals();
    const dailyBefore = await daily();
    expect(dailyBefore).toEqual([
      ["invoice", 2],
      ["chatbot", 1],
    ]);

    expect((await purgeExpiredData(t.db)).analyticsEvents).toBe(2);
    expect(await t.db.select({ at: analyticsEvents.createdAt }).from(analyticsEvents)).toEqual([
      { at: recent },
    ]);
    expect(await totals()).toEqual(totalsBefore);
    expect(await daily()).toEqual(dailyBefore);

    // Outside the job, deleting an event still takes it out of the totals (the trigger as before).
    await t.db.delete(analyticsEvents);
    expect(await daily()).toEqual([["invoice", 2]]);
  });
});
