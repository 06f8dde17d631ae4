import { LEADS_LIMITS } from "@app/shared/leads";
import { ROW_CAPS } from "@app/shared/limits";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, requestQuota } from "../src/db/schema/catalog.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations, toolSubmissions } from "../src/db/schema/leads.ts";
import { smtpTransport } from "../src/email/transport.ts";
import { createOutboxWorker } from "../src/email/worker.ts";
import { createLogger } from "../src/logger.ts";
import { LEADS_PER_TEN_MINUTES } from "../src/modules/leads/leads.index.ts";
import { expectError, signedInAdmin, signedInAs } from "./accounts.ts";
import { countRows } from "./catalog-fixtures.ts";
import { client, freshIp, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { consultation, submission } from "./lead-fixtures.ts";
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
    expect(confirmation).toContain("Hello,");
    expect(confirmation).toContain("Retail");
  });

  it("sends the typed address none of the visitor's own words (no spam relay)", async () => {
    const spam = "Win a prize at https://spam.example/claim";
    await client(t).post("/api/consultations", {
      ...consultation,
      name: spam,
      company: spam,
      details: spam,
      phone: "+1 555 0100",
    });
    await deliver();
    const confirmation = mailTo("layla@example.com");
    expect(confirmation).toContain("within 24 hours");
    expect(confirmation).not.toContain("spam.example");
    expect(confirmation).not.toContain("555 0100");
    // The team still reads everything.
    expect(mailTo("team@market.example.com")).toContain("spam.example");
  });

  it("caps confirmations per address, also in a parallel burst, and still stores every request", async () => {
    const max = LEADS_LIMITS.confirmationsPerAddressPerDay;
    const results = await Promise.all(
      Array.from({ length: max + 3 }, () => client(t).post("/api/consultations", consultation)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(max + 3).fill(201));
    await client(t).post("/api/tool-submissions", {
      ...submission,
      submitterEmail: consultation.email,
    });
    expect(await countRows(t.db, "consultations")).toBe(max + 3);
    expect(await countRows(t.db, "tool_submissions")).toBe(1);
    const outbox = await t.db.select().from(emailOutbox);
    expect(outbox.filter((m) => m.toAddress === consultation.email)).toHaveLength(max);
    expect(outbox.filter((m) => m.template.endsWith("-team"))).toHaveLength(max + 4);
  });

  it("writes the confirmation in the requester's language", async () => {
    await client(t).post("/api/consultations", { ...consultation, language: "hi" });
    await deliver();
    const confirmation = mailTo("layla@example.com");
    expect(confirmation).toContain("नमस्ते,");
    expect(confirmation).not.toContain("Layla");
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

  it("refuses a used idempotency key with another body (422), and keeps keys per caller", async () => {
    const key = { "idempotency-key": "0b8e6a4c-5d1f-4e2a-8c3b-9a7d6e5f4c3b" };
    const alice = await signedUp(t);
    expect((await alice.post("/api/consultations", consultation, key)).status).toBe(201);
    const changed = await alice.post(
      "/api/consultations",
      { ...consultation, details: "Other" },
      key,
    );
    expectError(changed, 422, "UNPROCESSABLE");
    // Another account (or a visitor) using the same key makes its own request.
    const bob = await signedUp(t);
    expect((await bob.post("/api/consultations", consultation, key)).status).toBe(201);
    expect((await client(t).post("/api/consultations", consultation, key)).status).toBe(201);
    expect(await countRows(t.db, "consultations")).toBe(3);
    expect((await alice.post("/api/consultations", consultation, key)).status).toBe(200);
    expect(await countRows(t.db, "consultations")).toBe(3);
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
    const limited = await bot.post("/api/consultations", consultation);
    expectError(limited, 429, "RATE_LIMITED");
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it("counts an IPv6 /64 as one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LEADS_PER_TEN_MINUTES; i++) {
      // A fresh address inside one /64 for every request.
      const res = await client(t, `2001:db8:1:2::${(i + 1).toString(16)}`).post(
        "/api/consultations",
        { ...consultation, email: `v6-${i}@example.com` },
      );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await client(t, "2001:db8:1:3::1").post("/api/consultations", consultation)).status,
    ).toBe(201);
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
    expect(confirmation).toContain("مرحبًا،");
    expect(confirmation).not.toContain("Omar Nasser");
    expect(confirmation).not.toContain("Souq Helper");
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

describe("daily caps per address and per account (issue 46)", () => {
  const FORMS = [
    {
      path: "/api/tool-submissions",
      table: "tool_submissions",
      body: (i: number) => ({ ...submission, name: `Tool ${i}` }),
      perAddress: ROW_CAPS.submissionsPerAddressPerDay,
      perAccount: ROW_CAPS.submissionsPerAccountPerDay,
      perUnconfirmed: ROW_CAPS.submissionsPerUnconfirmedAccountPerDay,
    },
    {
      path: "/api/consultations",
      table: "consultations",
      body: (i: number) => ({ ...consultation, email: `cap${i}@example.com` }),
      perAddress: ROW_CAPS.consultationsPerAddressPerDay,
      perAccount: ROW_CAPS.consultationsPerAccountPerDay,
      perUnconfirmed: ROW_CAPS.consultationsPerUnconfirmedAccountPerDay,
    },
  ] as const;

  it.each(FORMS)(
    "$path: an address's day ends at its cap with 429 and Retry-After, nothing written",
    async (form) => {
      const ip = freshIp();
      const name = form.path.slice("/api/".length);
      // The address has sent all but one of its day's requests (ten minutes at a time).
      await t.db.insert(requestQuota).values({
        key: `${name}-day:${ip}`,
        windowStart: new Date(),
        count: form.perAddress - 1,
      });
      expect((await client(t, ip).post(form.path, form.body(0))).status).toBe(201);
      const refused = await client(t, ip).post(form.path, form.body(1));
      expectError(refused, 429, "RATE_LIMITED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60 * 60);
      expect(await countRows(t.db, form.table)).toBe(1);
      expect((await client(t).post(form.path, form.body(2))).status).toBe(201);
    },
  );

  it.each(FORMS)(
    "$path: an account's day ends at its cap from any address, lower while unconfirmed",
    async (form) => {
      for (const [confirmEmail, cap] of [
        [true, form.perAccount],
        [false, form.perUnconfirmed],
      ] as const) {
        const browser = await signedUp(t, {}, { confirmEmail });
        const before = await countRows(t.db, form.table);
        const statuses: number[] = [];
        for (let i = 0; i <= cap; i++) {
          const res = await browser.post(form.path, form.body(i), { "x-forwarded-for": freshIp() });
          statuses.push(res.status);
        }
        expect(statuses.slice(0, cap).every((s) => s === 201)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
        const refused = await browser.post(form.path, form.body(99), {
          "x-forwarded-for": freshIp(),
        });
        expectError(refused, 429, "RATE_LIMITED");
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60 * 60);
        expect(await countRows(t.db, form.table)).toBe(before + cap);
      }
    },
  );
});

describe("dev mailbox", () => {
  it("opens only to this machine and to a signed-in admin", async () => {
    for (const path of ["/api/dev/mailbox", "/dev/mailbox"]) {
      expectError(await client(t, "203.0.113.9").get(path), 403, "FORBIDDEN");
      expectError(await client(t, "2001:db8::1").get(path), 403, "FORBIDDEN");
      expect((await client(t, "127.0.0.1").get(path)).status).toBe(200);
      expect((await client(t, "::1").get(path)).status).toBe(200);
      expect((await client(t, "::ffff:127.0.0.1").get(path)).status).toBe(200);
    }
    const business = await signedInAs(t, "business");
    expectError(await business.browser.get("/api/dev/mailbox"), 403, "FORBIDDEN");
    const admin = await signedInAdmin(t);
    const box = await admin.get("/api/dev/mailbox");
    expect(box.status).toBe(200);
    expect(box.headers.get("cache-control")).toBe("no-store");
  });

  it("behind two proxies, takes the address the outer one saw, not the client's own claim", async () => {
    const twoHops = await createTestApp({ TRUST_PROXY: "2" });
    const chain = (entries: string) =>
      client(twoHops).get("/api/dev/mailbox", {
        "x-forwarded-for": entries,
      });
    // The client claims 127.0.0.1; the outer proxy saw 203.0.113.5; the inner one saw the outer.
    expect((await chain("127.0.0.1, 203.0.113.5, 10.0.0.2")).status).toBe(403);
    expect((await chain("203.0.113.5, 127.0.0.1, 10.0.0.2")).status).toBe(200);
  });

  it("lists mail delivered without SMTP in development, and is absent in production", async () => {
    await client(t).post("/api/consultations", consultation);
    const { devMailboxTransport } = await import("../src/email/transport.ts");
    const worker = createOutboxWorker(t.db, devMailboxTransport(), createLogger("silent"), {
      pollMs: 50,
    });
    await worker.runOnce();
    const box = await client(t, "127.0.0.1").get("/api/dev/mailbox");
    expect(box.body.messages.map((m: { to: string }) => m.to).sort()).toEqual([
      "layla@example.com",
      "team@market.example.com",
    ]);
    expect((await client(t, "127.0.0.1").get("/dev/mailbox")).body).toContain(
      "We received your consultation request",
    );

    const production = await createTestApp({
      NODE_ENV: "production",
      SMTP_URL: "smtp://127.0.0.1:2525",
      ALLOW_INSECURE_HTTP: "true",
    });
    expect((await client(production, "127.0.0.1").get("/api/dev/mailbox")).status).toBe(404);
  });
});
