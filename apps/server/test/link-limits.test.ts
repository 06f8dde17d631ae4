import { normalizeMailbox } from "@app/shared/email-normalize";
import { LEADS_LIMITS } from "@app/shared/leads";
import { EMAIL_VERIFICATION, PASSWORD_RESET, TOKEN_LINK_LIMIT } from "@app/shared/limits";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_RESET_TEMPLATE } from "../src/auth/password-reset-mail.ts";
import { session, user, verification } from "../src/db/schema/auth.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { enqueueEmails, underRecipientCap } from "../src/email/outbox.ts";
import { client, confirmationLink, freshIp, mailedLink, newUser } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { submission } from "./lead-fixtures.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Every mail of `template` queued, by the address it goes to. */
async function mailsOf(template: string) {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, template));
  return rows.map((row) => row.toAddress);
}

/** Signs up `email` from its own network (sign-ups are limited per network). */
async function signUp(email: string) {
  const res = await client(t).post("/api/auth/sign-up/email", newUser({ email }));
  expect(res.status).toBe(200);
}

describe("per-address mail caps count the mailbox, not its spelling (issue 46 point 8)", () => {
  it("sends at most the day's reset links to name+1@… … name+6@… together", async () => {
    const base = `name-${stamp()}`;
    const cap = PASSWORD_RESET.mailsPerAddressPerDay;
    const addresses = Array.from({ length: cap + 1 }, (_, i) => `${base}+${i + 1}@example.com`);
    // Each tagged address is an account of its own (stored and mailed as typed).
    for (const email of addresses) await signUp(email);
    for (const email of addresses) {
      const res = await client(t).post("/api/auth/request-password-reset", { email });
      expect(res.status).toBe(200);
    }
    const sent = await mailsOf(PASSWORD_RESET_TEMPLATE);
    expect(sent.length).toBe(cap);
    // Each went to the address as typed, not to the normalised one.
    expect(sent.every((to) => addresses.includes(to))).toBe(true);
    // The plain address shares the used-up day.
    await signUp(`${base}@example.com`);
    await client(t).post("/api/auth/request-password-reset", { email: `${base}@example.com` });
    expect(await mailsOf(PASSWORD_RESET_TEMPLATE)).toHaveLength(cap);
  });

  it("sends at most the day's confirmation links to one Gmail mailbox under dots, tags and googlemail.com", async () => {
    const base = `ab${Date.now()}`;
    const [a, b, rest] = [base.slice(0, 1), base.slice(1, 2), base.slice(2)];
    const addresses = [
      `${base}@gmail.com`,
      `${a}.${b}${rest}@gmail.com`,
      `${base}+news@gmail.com`,
      `${a}${b}.${rest}@googlemail.com`,
      `${a}.${b}.${rest}+x@googlemail.com`,
      `${base}@googlemail.com`,
      `${a}${b}${rest.slice(0, 3)}.${rest.slice(3)}@gmail.com`,
    ];
    expect(addresses.length).toBeGreaterThan(EMAIL_VERIFICATION.mailsPerAddressPerDay);
    // Sign-up sends a confirmation; each spelling is its own account.
    for (const email of addresses) await signUp(email);
    const sent = await mailsOf("verify-email");
    expect(new Set(sent.map(normalizeMailbox))).toEqual(new Set([`${base}@gmail.com`]));
    expect(sent).toHaveLength(EMAIL_VERIFICATION.mailsPerAddressPerDay);
  });

  it("caps the anonymous forms' confirmations per mailbox, while storing every submission", async () => {
    const base = `omar-${stamp()}`;
    const max = LEADS_LIMITS.confirmationsPerAddressPerDay;
    const addresses = Array.from({ length: max + 2 }, (_, i) => `${base}+${i + 1}@vendor.example`);
    for (const [i, submitterEmail] of addresses.entries()) {
      const res = await client(t).post("/api/tool-submissions", {
        ...submission,
        name: `Souq Helper ${i}`,
        websiteUrl: `https://souq-helper-${i}.example.com`,
        submitterEmail,
      });
      expect(res.status).toBe(201);
    }
    expect(await mailsOf("submission-confirmation")).toHaveLength(max);
  });

  it("holds one lock and one count for every spelling of a mailbox (the booking mails' cap too)", async () => {
    const template = "consultation-booking";
    const spellings = ["Sara.K+a@GMAIL.com", "sarak+b@googlemail.com", "s.a.r.a.k@gmail.com"];
    const sent: boolean[] = [];
    for (const to of spellings) {
      sent.push(
        await t.db.transaction(async (tx) => {
          const allowed = await underRecipientCap(tx, to, [template], 2);
          if (allowed) {
            await enqueueEmails(tx, [{ template, to, subject: "s", html: "h", text: "t" }]);
          }
          return allowed;
        }),
      );
    }
    expect(sent).toEqual([true, true, false]);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.toAddress, row.recipientKey])).toEqual([
      ["Sara.K+a@GMAIL.com", "sarak@gmail.com"],
      ["sarak+b@googlemail.com", "sarak@gmail.com"],
    ]);
  });
});

describe("opening token links is throttled per caller (issue 46 point 8)", () => {
  it("answers 429 with Retry-After past the limit of reset links, before the token is looked up, and writes nothing", async () => {
    const email = `reset-${stamp()}@example.com`;
    await signUp(email);
    await client(t).post("/api/auth/request-password-reset", { email });
    const link = await mailedLink(t, email, PASSWORD_RESET_TEMPLATE, "/api/auth/reset-password/");

    const ip = "2001:db8:46:8::1";
    const guesser = client(t, ip);
    for (let i = 0; i < TOKEN_LINK_LIMIT.max; i += 1) {
      const res = await guesser.get(`/api/auth/reset-password/guess${i}${link.search}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toContain("error=INVALID_TOKEN");
    }
    const state = async () => ({
      verifications: await t.db.select().from(verification),
      sessions: await t.db.select().from(session),
    });
    const before = await state();
    // Past the limit even the real link is refused, from any address of the same /64.
    for (const caller of [guesser, client(t, "2001:db8:46:8:ffff::9")]) {
      const res = await caller.get(`${link.pathname}${link.search}`);
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe("RATE_LIMITED");
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(
        TOKEN_LINK_LIMIT.windowSeconds,
      );
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await state()).toEqual(before);
    // Another network still opens it.
    const owner = await client(t, freshIp()).get(`${link.pathname}${link.search}`);
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toContain("token=");
  });

  it("answers 429 past the limit of confirmation links, and confirms nothing", async () => {
    const email = `verify-${stamp()}@example.com`;
    await signUp(email);
    const link = await confirmationLink(t, email);
    const guesser = client(t, freshIp());
    for (let i = 0; i < TOKEN_LINK_LIMIT.max; i += 1) {
      const res = await guesser.get(`/api/auth/verify-email?token=guess${i}&callbackURL=/account`);
      expect(res.status).not.toBe(429);
    }
    const refused = await guesser.get(`${link.pathname}${link.search}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.getSetCookie()).toEqual([]);
    const confirmed = async () =>
      (await t.db.select().from(user).where(eq(user.email, email)))[0]?.emailVerified;
    expect(await confirmed()).toBe(false);
    expect((await client(t, freshIp()).get(`${link.pathname}${link.search}`)).status).toBe(302);
    expect(await confirmed()).toBe(true);
  });
});
