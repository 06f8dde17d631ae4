import { LEADS_LIMITS } from "@app/shared/leads";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents } from "../src/db/schema/catalog.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations, toolSubmissions } from "../src/db/schema/leads.ts";
import { smtpTransport } from "../src/email/transport.ts";
import { createOutboxWorker } from "../src/email/worker.ts";
import { createLogger } from "../src/logger.ts";
import { LEADS_PER_TEN_MINUTES } from "../src/modules/leads/leads.index.ts";
import { countRows } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { decodeMail, startSmtpSink } from "./smtp-sink.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeEach(async () => {
  t = await createTestApp({ TEAM_INBOX: "team@market.example.com" });
  sink = await startSmtpSink();
});
afterEach(() => sink.close());

async function deliver() {
  const worker = createOutboxWorker(
    t.db,
    smtpTransport(sink.url, "M <no-reply@m.example.com>"),
    createLogger("silent"),
    { pollMs: 50 },
  );
  await worker.runOnce();
  await worker.stop();
}
const mailTo = (address: string) =>
  decodeMail(sink.received.find((m) => m.to.includes(address))?.raw ?? "");

const consultation = {
  name: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  company: "Haddad Trading",
  industry: "retail",
  details: "We want a WhatsApp assistant for orders.",
  language: "en",
};

const submission = {
  name: "Souq Helper",
  description: "Answers shoppers in Arabic and English.",
  category: "Customer Service",
  pricingModel: "Monthly Subscription",
  websiteUrl: "https://souq-helper.example.com",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  features: ["WhatsApp inbox", "Order lookup"],
  targetAudience: "Online shops in the Gulf",
  caseStudies: "A Dubai retailer answered 70% of chats automatically.",
  integrations: ["Shopify", "WhatsApp Business API"],
  agreeToTerms: true,
  language: "ar",
};

describe("consultations", () => {
  it("stores the request, e-mails the team and the requester, and records the event", async () => {
    const browser = await signedUp(t);
    const res = await browser.post("/api/consultations", consultation);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("pending");

    const [row] = await t.db.select().from(consultations);
    expect(row).toMatchObject({ ...consultation, status: "pending" });
    expect(row?.userId).toBe((await browser.get("/api/me")).body.profile.id);
    const [event] = await t.db.select().from(analyticsEvents);
    expect(event).toMatchObject({
      eventType: "consultation_request",
      userId: row?.userId,
      ipAddress: null,
    });

    await deliver();
    expect(mailTo("team@market.example.com")).toContain("Layla Haddad");
    expect(mailTo("team@market.example.com")).toContain("We want a WhatsApp assistant for orders.");
    expect(mailTo("team@market.example.com")).toContain("Industry: Retail");
    const confirmation = mailTo("layla@example.com");
    expect(confirmation).toContain("within 24 hours");
    expect(confirmation).toContain("Hello Layla Haddad");
  });

  it("writes the confirmation in the requester's language", async () => {
    await client(t).post("/api/consultations", { ...consultation, language: "hi" });
    await deliver();
    const confirmation = mailTo("layla@example.com");
    expect(confirmation).toContain("नमस्ते Layla Haddad");
    // Field labels and the industry's name in Hindi too, not "Industry: retail".
    expect(confirmation).toContain("उद्योग");
    expect(confirmation).toContain("खुदरा");
    expect(confirmation).not.toContain("Industry");
  });

  it("escapes markup from the visitor in the HTML e-mail", async () => {
    await client(t).post("/api/consultations", { ...consultation, name: "<script>x</script>Eve" });
    const [mail] = await t.db.select().from(emailOutbox);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&#60;script&#62;");
  });

  it("does not create a second request for a retried submission (idempotency key)", async () => {
    const browser = client(t);
    const key = { "idempotency-key": "7d3f0b6e-2a54-4d1b-9b43-1f1a1c2e3d4f" };
    const [a, b] = await Promise.all([
      browser.post("/api/consultations", consultation, key),
      browser.post("/api/consultations", consultation, key),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const again = await browser.post("/api/consultations", consultation, key);
    expect(again.status).toBe(200);
    expect(await countRows(t.db, "consultations")).toBe(1);
    expect(await countRows(t.db, "email_outbox")).toBe(2);
  });

  it.each([
    ["a missing name", { name: undefined }, "name", "invalid_type"],
    ["a missing email", { email: undefined }, "email", "invalid_type"],
    ["an invalid email", { email: "layla-at-example" }, "email", "invalid_format"],
    ["an unknown industry", { industry: "astrology" }, "industry", "invalid_value"],
    [
      "details over the limit",
      { details: "x".repeat(LEADS_LIMITS.details + 1) },
      "details",
      "too_big",
    ],
    ["1 MB of details", { details: "x".repeat(1024 * 1024) }, "details", "too_big"],
    ["an unknown field", { budget: 5000 }, "budget", "unrecognized_keys"],
  ])("rejects %s with 400 and stores and sends nothing", async (_label, change, field, code) => {
    const res = await client(t).post("/api/consultations", { ...consultation, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBeDefined();
    // The machine-readable reason beside the message, so the page can word it in any language.
    expect(res.body.error.fieldCodes[field]).toEqual([code]);
    expect(await countRows(t.db, "consultations")).toBe(0);
    expect(await countRows(t.db, "email_outbox")).toBe(0);
  });

  it("answers 413 for a body over the limit", async () => {
    const res = await client(t).post("/api/consultations", {
      ...consultation,
      details: "x".repeat(LEADS_LIMITS.maxBodyBytes + 1),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await countRows(t.db, "consultations")).toBe(0);
  });

  it("quietly drops a request whose honeypot is filled", async () => {
    const res = await client(t).post("/api/consultations", {
      ...consultation,
      website: "http://spam.example",
    });
    expect(res.status).toBe(201);
    expect(await countRows(t.db, "consultations")).toBe(0);
    expect(await countRows(t.db, "email_outbox")).toBe(0);
  });

  it("rate-limits requests per address", async () => {
    const bot = client(t);
    const statuses: number[] = [];
    for (let i = 0; i <= LEADS_PER_TEN_MINUTES; i++) {
      statuses.push(
        (await bot.post("/api/consultations", { ...consultation, email: `l${i}@example.com` }))
          .status,
      );
    }
    expect(statuses.slice(0, LEADS_PER_TEN_MINUTES).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("tool submissions", () => {
  it("stores every field the form collects, linked to the signed-in vendor, and e-mails both sides", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const res = await vendor.post("/api/tool-submissions", submission);
    expect(res.status).toBe(201);

    const [row] = await t.db.select().from(toolSubmissions);
    const { agreeToTerms: _terms, ...stored } = submission;
    expect(row).toMatchObject({ ...stored, status: "pending" });
    expect(row?.submitterUserId).toBe((await vendor.get("/api/me")).body.profile.id);
    const [event] = await t.db.select().from(analyticsEvents);
    expect(event?.eventType).toBe("tool_submission");

    await deliver();
    expect(mailTo("team@market.example.com")).toContain("Souq Helper");
    expect(mailTo("team@market.example.com")).toContain("Order lookup");
    const confirmation = mailTo("omar@vendor.example.com");
    expect(confirmation).toContain("مرحبًا Omar Nasser");
    expect(confirmation).toContain("2-3");
  });

  it("accepts a submission from a visitor who is not signed in", async () => {
    expect((await client(t).post("/api/tool-submissions", submission)).status).toBe(201);
    const [row] = await t.db.select().from(toolSubmissions);
    expect(row?.submitterUserId).toBeNull();
  });

  it.each([
    ["a javascript: website", { websiteUrl: "javascript:alert(1)" }, "websiteUrl"],
    ["a website that is not a URL", { websiteUrl: "souq helper" }, "websiteUrl"],
    ["terms not agreed", { agreeToTerms: false }, "agreeToTerms"],
    ["a missing tool name", { name: "" }, "name"],
    ["an unknown category", { category: "Astrology" }, "category"],
    ["an unknown pricing model", { pricingModel: "Pay what you want" }, "pricingModel"],
    ["an invalid vendor email", { submitterEmail: "omar" }, "submitterEmail"],
    ["a missing company", { submitterCompany: " " }, "submitterCompany"],
  ])("rejects %s with 400 and stores and sends nothing", async (_label, change, field) => {
    const res = await client(t).post("/api/tool-submissions", { ...submission, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBeDefined();
    expect(await countRows(t.db, "tool_submissions")).toBe(0);
    expect(await countRows(t.db, "email_outbox")).toBe(0);
  });

  it("quietly drops a submission whose honeypot is filled", async () => {
    const res = await client(t).post("/api/tool-submissions", { ...submission, nickname: "bot" });
    expect(res.status).toBe(201);
    expect(await countRows(t.db, "tool_submissions")).toBe(0);
  });

  it("rejects a malformed idempotency key", async () => {
    const res = await client(t).post("/api/tool-submissions", submission, {
      "idempotency-key": "x",
    });
    expect(res.status).toBe(400);
    expect(await countRows(t.db, "tool_submissions")).toBe(0);
  });
});

describe("dev mailbox", () => {
  it("lists mail delivered without SMTP in development, and is absent in production", async () => {
    await client(t).post("/api/consultations", consultation);
    const { devMailboxTransport } = await import("../src/email/transport.ts");
    const worker = createOutboxWorker(t.db, devMailboxTransport(), createLogger("silent"), {
      pollMs: 50,
    });
    await worker.runOnce();
    const box = await client(t).get("/api/dev/mailbox");
    expect(box.body.messages.map((m: { to: string }) => m.to).sort()).toEqual([
      "layla@example.com",
      "team@market.example.com",
    ]);
    expect((await client(t).get("/dev/mailbox")).body).toContain(
      "We received your consultation request",
    );

    const production = await createTestApp({ NODE_ENV: "production" });
    expect((await client(production).get("/api/dev/mailbox")).status).toBe(404);
  });
});
