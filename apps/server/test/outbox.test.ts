import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectPostgres } from "../src/db/client.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { enqueueEmails } from "../src/email/outbox.ts";
import { type MailTransport, SMTP_TIMEOUTS_MS, smtpTransport } from "../src/email/transport.ts";
import {
  backoffSeconds,
  createOutboxWorker,
  DEFAULT_LEASE_SECONDS,
  SECRET_LINK_TEMPLATES,
} from "../src/email/worker.ts";
import { createLogger } from "../src/logger.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { decodeMail, startSmtpSink } from "./smtp-sink.ts";
import { workerPostgresUrl } from "./test-database.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const logger = createLogger("silent");
const FROM = "Marketplace <no-reply@market.example.com>";

beforeEach(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
});
afterEach(async () => {
  await sink.close();
});

function mails(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    template: "test",
    to: `person${i}@example.com`,
    subject: `Message ${i}`,
    html: `<p>Body ${i} — مرحبًا</p>`,
    text: `Body ${i} — مرحبًا`,
  }));
}

/** A transport whose first send waits until the test opens it, then succeeds or fails. */
function gatedTransport() {
  const sent: string[] = [];
  let release: (fail: boolean) => void = () => {};
  const gate = new Promise<boolean>((resolve) => {
    release = resolve;
  });
  let began: () => void = () => {};
  const firstSendBegan = new Promise<void>((resolve) => {
    began = resolve;
  });
  const transport: MailTransport = {
    name: "gated",
    async send(mail) {
      began();
      if (await gate) throw new Error("451 try again later");
      sent.push(mail.id);
    },
    close: () => {},
  };
  return { transport, sent, firstSendBegan, open: (fail = false) => release(fail) };
}

const statuses = async () => (await t.db.select().from(emailOutbox)).map((r) => r.status).sort();

describe("e-mail outbox", () => {
  it("delivers queued mail over SMTP with HTML and plain text, and marks it sent", async () => {
    await enqueueEmails(t.db, mails(3));
    const worker = createOutboxWorker(t.db, smtpTransport(sink.url, FROM), logger, { pollMs: 50 });
    expect(await worker.runOnce()).toBe(3);
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual([
      "person0@example.com",
      "person1@example.com",
      "person2@example.com",
    ]);
    const first = decodeMail(
      sink.received.find((m) => m.to[0] === "person0@example.com")?.raw ?? "",
    );
    expect(first).toContain("Subject: Message 0");
    expect(first).toContain("text/plain");
    expect(first).toContain("text/html");
    expect(first).toContain("مرحبًا");
    expect(await statuses()).toEqual(["sent", "sent", "sent"]);
    expect(await worker.runOnce()).toBe(0);
    expect(sink.received).toHaveLength(3);
    await worker.stop();
  });

  it("keeps no secret link at rest once a mail carrying one is delivered (issue 35 defect 9)", async () => {
    const link = "https://market.example.com/api/auth/reset-password/Secr3tT0kenSecr3tT0ken";
    await enqueueEmails(t.db, [
      ...SECRET_LINK_TEMPLATES.map((template, i) => ({
        template,
        to: `secret${i}@example.com`,
        subject: `Link ${i}`,
        html: `<a href="${link}">Open</a>`,
        text: `Open ${link}`,
        ics: template === "consultation-booking" ? `DESCRIPTION:${link}` : undefined,
      })),
      {
        template: "consultation-team",
        to: "team@example.com",
        subject: "A new request",
        html: "<p>Body 0</p>",
        text: "Body 0",
      },
    ]);
    const worker = createOutboxWorker(t.db, smtpTransport(sink.url, FROM), logger, { pollMs: 50 });
    expect(await worker.runOnce()).toBe(SECRET_LINK_TEMPLATES.length + 1);
    // Delivered with the link...
    expect(sink.received.filter((m) => decodeMail(m.raw).includes("Secr3tT0ken"))).toHaveLength(
      SECRET_LINK_TEMPLATES.length,
    );
    // ...and gone from the outbox; a mail without a link keeps its text until retention.
    const rows = await t.db.select().from(emailOutbox);
    for (const row of rows.filter((r) => r.template !== "consultation-team")) {
      expect(row).toMatchObject({ status: "sent", html: "", text: "", ics: null });
    }
    expect(rows.find((r) => r.template === "consultation-team")?.text).toContain("Body 0");
    await worker.stop();
  });

  it("retries with backoff through an SMTP outage and then delivers every message exactly once", async () => {
    await enqueueEmails(t.db, mails(4));
    const worker = createOutboxWorker(t.db, smtpTransport(sink.url, FROM), logger, { pollMs: 50 });
    sink.state.down = true;
    expect(await worker.runOnce()).toBe(0);
    expect(sink.state.refused).toBeGreaterThan(0);
    const afterFailure = await t.db.select().from(emailOutbox);
    expect(
      afterFailure.every((r) => r.status === "pending" && r.attempts === 1 && r.lastError),
    ).toBe(true);
    expect(afterFailure.every((r) => r.nextAttemptAt.getTime() > Date.now())).toBe(true);

    // Not due yet: nothing is tried again before the backoff has passed.
    sink.state.down = false;
    expect(await worker.runOnce()).toBe(0);
    await t.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await worker.runOnce()).toBe(4);
    expect(sink.received).toHaveLength(4);
    expect(new Set(sink.received.map((m) => m.to[0])).size).toBe(4);
    expect(await statuses()).toEqual(["sent", "sent", "sent", "sent"]);
    await worker.stop();
  });

  it("gives up after the last attempt and keeps the error", async () => {
    await enqueueEmails(t.db, mails(1));
    sink.state.down = true;
    const worker = createOutboxWorker(t.db, smtpTransport(sink.url, FROM), logger, {
      pollMs: 50,
      maxAttempts: 2,
    });
    await worker.runOnce();
    await t.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await worker.runOnce();
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(row?.lastError).toMatch(/unavailable/i);
    await worker.stop();
  });

  it("takes back a message whose worker died mid-send once its lease expires", async () => {
    await enqueueEmails(t.db, mails(1));
    await t.db
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1000) });
    const worker = createOutboxWorker(t.db, smtpTransport(sink.url, FROM), logger, { pollMs: 50 });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
  });

  it("stops after the message being sent and hands the rest of its batch back", async () => {
    await enqueueEmails(t.db, mails(3));
    const gated = gatedTransport();
    const worker = createOutboxWorker(t.db, gated.transport, logger, { pollMs: 10 });
    worker.start();
    await gated.firstSendBegan;
    const stopped = worker.stop();
    gated.open();
    await stopped;
    expect(gated.sent).toHaveLength(1);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "pending", "sent"]);
    const back = rows.filter((r) => r.status === "pending");
    expect(back.every((r) => r.attempts === 0 && r.lockedUntil === null)).toBe(true);
  });

  it("a worker whose lease ran out does not overwrite the claim another worker took", async () => {
    await enqueueEmails(t.db, mails(1));
    const slow = gatedTransport();
    const first = createOutboxWorker(t.db, slow.transport, logger, { pollMs: 10 });
    first.start();
    await slow.firstSendBegan;
    // The lease runs out while the first worker is stuck; a second worker takes it and sends it.
    await t.db.update(emailOutbox).set({ lockedUntil: new Date(Date.now() - 1000) });
    const second = createOutboxWorker(t.db, smtpTransport(sink.url, FROM), logger, { pollMs: 10 });
    expect(await second.runOnce()).toBe(1);
    // The first worker's send now fails: its "try again later" must not undo the second's "sent".
    slow.open(true);
    await first.stop();
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, transport: "smtp", lastError: null });
    expect(sink.received).toHaveLength(1);
    await second.stop();
  });

  it("gives up on a silent SMTP server well before the claim lease ends", () => {
    const worst = SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket;
    expect(worst).toBeLessThan(DEFAULT_LEASE_SECONDS * 1000 * 0.75);
  });

  it("doubles the backoff up to ten minutes", () => {
    expect([1, 2, 3, 10, 20].map(backoffSeconds)).toEqual([2, 4, 8, 600, 600]);
  });

  it("sends each message once with two workers running at the same time", async () => {
    await enqueueEmails(t.db, mails(40));
    // On PostgreSQL the two workers are two connection pools, as two server processes would be.
    const url = workerPostgresUrl();
    const second = url ? connectPostgres(url) : undefined;
    const a = createOutboxWorker(t.db, smtpTransport(sink.url, FROM), logger, {
      pollMs: 20,
      batchSize: 5,
    });
    const b = createOutboxWorker(second?.db ?? t.db, smtpTransport(sink.url, FROM), logger, {
      pollMs: 20,
      batchSize: 5,
    });
    a.start();
    b.start();
    const deadline = Date.now() + 15_000;
    while (sink.received.length < 40 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await Promise.all([a.stop(), b.stop()]);
    await second?.close();
    const recipients = sink.received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.status, "sent"));
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});
