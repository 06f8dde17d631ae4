import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations, toolSubmissions } from "../src/db/schema/leads.ts";
import { sendOverdueAlerts } from "../src/jobs/overdue-alerts.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { submission } from "./lead-fixtures.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** A Wednesday noon (UTC): three business days back is the Friday before, noon. */
const NOW = new Date("2026-11-25T12:00:00Z");
const HOUR = 3_600_000;
const before = (ms: number) => new Date(NOW.getTime() - ms);

const mailOptions = () => ({
  site: t.config.site,
  publicUrl: "https://market.example.com",
  teamInbox: "team@market.example.com",
});

async function consultation(name: string, createdAt: Date, status = "pending") {
  const [row] = await t.db
    .insert(consultations)
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      company: `${name} LLC`,
      status,
      createdAt,
    })
    .returning();
  if (!row) throw new Error("consultation not inserted");
  return row;
}

async function pendingSubmission(name: string, updatedAt: Date) {
  const { agreeToTerms: _, ...fields } = submission;
  const [row] = await t.db
    .insert(toolSubmissions)
    .values({ ...fields, name, createdAt: updatedAt, updatedAt })
    .returning();
  if (!row) throw new Error("submission not inserted");
  return row;
}

const alertMails = () =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.template, "overdue-alert"));

describe("overdue alerts (a scheduled job)", () => {
  it("tells the team once about each request waiting longer than promised", async () => {
    await consultation("Late", before(25 * HOUR));
    await consultation("Fresh", before(2 * HOUR));
    await consultation("Handled", before(30 * HOUR), "contacted");
    // Friday 11:00 is more than three business days before Wednesday noon; Friday 13:00 is not.
    await pendingSubmission("Slow Tool", new Date("2026-11-20T11:00:00Z"));
    await pendingSubmission("Quick Tool", new Date("2026-11-20T13:00:00Z"));

    expect(await sendOverdueAlerts(t.db, mailOptions(), NOW)).toBe(2);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.toAddress).toBe("team@market.example.com");
    expect(mail.subject).toBe("Waiting longer than promised: 1 consultation(s), 1 submission(s)");
    expect(mail.text).toContain("Late (Late LLC), waiting since 2026-11-24T11:00:00.000Z");
    expect(mail.text).toContain("Slow Tool (Omar Nasser), waiting since 2026-11-20T11:00:00.000Z");
    expect(mail.text).toContain("https://market.example.com/dashboard/admin");
    for (const quiet of ["Fresh", "Handled", "Quick Tool"]) expect(mail.text).not.toContain(quiet);

    // The next run (and a later one) has nothing new to say.
    expect(await sendOverdueAlerts(t.db, mailOptions(), NOW)).toBe(0);
    expect(await sendOverdueAlerts(t.db, mailOptions(), new Date(NOW.getTime() + HOUR))).toBe(0);
    expect(await alertMails()).toHaveLength(1);
  });

  it("alerts again when a resubmitted submission waits too long again", async () => {
    const row = await pendingSubmission("Slow Tool", new Date("2026-11-20T11:00:00Z"));
    expect(await sendOverdueAlerts(t.db, mailOptions(), NOW)).toBe(1);
    const resubmitted = new Date("2026-11-25T12:00:00Z");
    await t.db
      .update(toolSubmissions)
      .set({ updatedAt: resubmitted })
      .where(eq(toolSubmissions.id, row.id));
    const weekLater = new Date("2026-12-02T12:00:00Z");
    expect(await sendOverdueAlerts(t.db, mailOptions(), weekLater)).toBe(1);
    expect(await alertMails()).toHaveLength(2);
  });

  it("sends one e-mail when two runs (two instances) race", async () => {
    await consultation("Late", before(25 * HOUR));
    await consultation("Later", before(48 * HOUR));
    const runs = await Promise.all([
      sendOverdueAlerts(t.db, mailOptions(), NOW),
      sendOverdueAlerts(t.db, mailOptions(), NOW),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await alertMails()).toHaveLength(1);
  });
});
