import { HOLD_LIMITS } from "@app/shared/consultation-slots";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { consultationBookings } from "../src/db/schema/bookings.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations } from "../src/db/schema/leads.ts";
import { expireHolds } from "../src/modules/bookings/bookings.service.ts";
import { expectError, signedInAdmin, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { consultation } from "./lead-fixtures.ts";
import {
  confirmToken,
  type FreeSlot,
  freeSlots,
  lastMail,
  openOffices,
  parseInvite,
} from "./slot-fixtures.ts";

/**
 * Issue 46 point 4: a slot picked by someone not signed in with a confirmed address is only held
 * until the confirm link of the e-mail is opened; holds are capped per client and per mailbox,
 * expire by themselves, and the admin releases them in bulk.
 */
const TEAM = "team@market.example.com";
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ TEAM_INBOX: TEAM });
  await openOffices(t);
});
afterEach(() => {
  vi.useRealTimers();
});

const pick = (slot: FreeSlot) => ({
  office: slot.office,
  startsAt: slot.startsAt,
  timeZone: "Europe/London",
});
const isFree = (slots: FreeSlot[], slot: FreeSlot) =>
  slots.some((s) => s.office === slot.office && s.startsAt === slot.startsAt);
const teamNotices = async () =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.template, "consultation-team"));
const confirm = (token: string) => client(t).post("/api/consultation-booking/confirm", { token });
const holdMailToken = async (to: string) =>
  confirmToken((await lastMail(t, to, "consultation-hold")).text);

describe("an anonymous request's slot is held, not booked", () => {
  it("holds the slot until the confirm link books it, with one team notice only then", async () => {
    const [slot] = await freeSlots(client(t));
    if (!slot) throw new Error("no slot");
    const before = Date.now();
    const visitor = client(t);
    const body = {
      ...consultation,
      language: "ar",
      details: "Visit http://spam.example now",
      slot: pick(slot),
    };
    const key = { "idempotency-key": "5a0c2b1e-46a4-4c1d-9e0f-7b3d2c1a0e9f" };
    const res = await visitor.send("POST", "/api/consultations", body, key);
    expect(res.status).toBe(201);
    // A retry answers as the first did, hold included, and holds nothing more.
    const retry = await visitor.send("POST", "/api/consultations", body, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(res.body);
    const heldUntil = Date.parse(res.body.heldUntil);
    expect(heldUntil - before).toBeGreaterThanOrEqual(HOLD_LIMITS.holdMinutes * 60_000 - 5_000);
    expect(heldUntil - before).toBeLessThanOrEqual(HOLD_LIMITS.holdMinutes * 60_000 + 5_000);
    const [row] = await t.db.select().from(consultationBookings);
    expect(row?.status).toBe("held");
    // The booking's id, which the confirmation page's .ics file takes as its event's UID.
    expect(res.body.bookingId).toBe(row?.id);
    expect(isFree(await freeSlots(client(t)), slot)).toBe(false);
    // No team notice and no booking confirmation yet: only the confirm link, in Arabic.
    expect(await teamNotices()).toHaveLength(0);
    const holdMail = await lastMail(t, consultation.email, "consultation-hold");
    expect(holdMail.subject).toContain("أكّد");
    expect(holdMail.text).not.toContain("spam.example");
    expect(holdMail.text).not.toContain(consultation.name);
    expect(holdMail.ics).toBeNull();
    await expect(lastMail(t, consultation.email, "consultation-confirmation")).rejects.toThrow();
    // The admin's pipeline shows the request, its time held (not booked).
    const admin = await signedInAdmin(t);
    const pipeline = await admin.get("/api/admin/consultations");
    expect(pipeline.body.items[0].booking).toMatchObject({ status: "held" });

    const token = confirmToken(holdMail.text);
    expect(token).not.toBe(row?.confirmTokenHash);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      language: "ar",
      booking: { startsAt: slot.startsAt, status: "booked" },
    });
    const team = await teamNotices();
    expect(team).toHaveLength(1);
    expect(team[0]?.text).toContain("Booked time:");
    const invite = await lastMail(t, consultation.email, "consultation-confirmation");
    const event = parseInvite(invite.ics ?? "");
    expect(event).toMatchObject({ method: "REQUEST", start: slot.startsAt });
    // One event in the reader's calendar: the invite's UID is the page's .ics file's.
    expect(event.uid).toBe(`${res.body.bookingId}@${new URL(t.config.publicUrl).hostname}`);
    expect(invite.text).toMatch(/consultation\/booking\?token=/);

    // Used again: refused, and still one notice.
    const again = await confirm(token);
    expectError(again, 409, "CONFLICT");
    expect(again.body.error.fields.token).toEqual(["used"]);
    expect(await teamNotices()).toHaveLength(1);
    expectError(await confirm("A".repeat(43)), 404, "NOT_FOUND");
    expectError(await confirm("short"), 400);
  });

  it("blocks the slot for others until the hold expires, then frees it (fixed clock)", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const slots = await freeSlots(client(t));
    // Far enough ahead to still be offered once the clock has moved.
    const slot = slots[40] as FreeSlot;
    const other = slots[41] as FreeSlot;
    expect(
      (await client(t).post("/api/consultations", { ...consultation, slot: pick(slot) })).status,
    ).toBe(201);
    const token = await holdMailToken(consultation.email);
    const rival = await client(t).post("/api/consultations", {
      ...consultation,
      email: "rival@example.com",
      slot: pick(slot),
    });
    expectError(rival, 409, "CONFLICT");
    expect(
      (
        await client(t).post("/api/consultations", {
          ...consultation,
          email: "late@example.com",
          slot: pick(other),
        })
      ).status,
    ).toBe(201);

    // One minute before the hold ends it still blocks; at its end it blocks no more.
    vi.setSystemTime(start + (HOLD_LIMITS.holdMinutes - 1) * 60_000);
    expect(isFree(await freeSlots(client(t)), slot)).toBe(false);
    vi.setSystemTime(start + HOLD_LIMITS.holdMinutes * 60_000 + 1_000);
    expect(isFree(await freeSlots(client(t)), slot)).toBe(true);
    const expired = await confirm(token);
    expectError(expired, 409, "CONFLICT");
    expect(expired.body.error.fields.token).toEqual(["expired"]);
    // The rival takes it now, although the job has not run yet.
    const taken = await client(t).post("/api/consultations", {
      ...consultation,
      email: "rival@example.com",
      slot: pick(slot),
    });
    expect(taken.status).toBe(201);
    const rows = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.startsAt, new Date(slot.startsAt)));
    expect(rows.map((r) => r.status).sort()).toEqual(["expired", "held"]);
    // The job marks the other stale hold expired; the rival's own hold is still live.
    expect(await expireHolds(t.db, new Date())).toBe(1);
    const [late] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.startsAt, new Date(other.startsAt)));
    expect(late?.status).toBe("expired");
    // The requests stay, unconfirmed, and no team notice was sent for any of them.
    expect(await t.db.select().from(consultations)).toHaveLength(3);
    expect(await teamNotices()).toHaveLength(0);
    expect(await expireHolds(t.db, new Date())).toBe(0);
  });
});

describe("caps on live holds", () => {
  it("lets one client hold at most the per-client cap; the rest get 429 with nothing stored", async () => {
    const slots = await freeSlots(client(t));
    const burst = client(t, "2001:db8:46:4::1");
    const sameNetwork = client(t, "2001:db8:46:4::beef");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const browser = i % 2 ? sameNetwork : burst;
      const res = await browser.post("/api/consultations", {
        ...consultation,
        email: `burst${i}@example.com`,
        slot: pick(slots[i] as FreeSlot),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expectError(res, 429, "RATE_LIMITED");
        const retry = Number(res.headers.get("retry-after"));
        expect(retry).toBeGreaterThan(0);
        expect(retry).toBeLessThanOrEqual(HOLD_LIMITS.holdMinutes * 60);
      }
    }
    const cap = HOLD_LIMITS.liveHoldsPerClient;
    expect(statuses.slice(0, cap).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(cap).every((s) => s === 429)).toBe(true);
    expect(await t.db.select().from(consultationBookings)).toHaveLength(cap);
    expect(await t.db.select().from(consultations)).toHaveLength(cap);
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, "consultation-hold")),
    ).toHaveLength(cap);
    // Another network is not held back; a confirmed hold no longer counts.
    expect(
      (
        await client(t).post("/api/consultations", {
          ...consultation,
          email: "elsewhere@example.com",
          slot: pick(slots[10] as FreeSlot),
        })
      ).status,
    ).toBe(201);
    expect((await confirm(await holdMailToken("burst0@example.com"))).status).toBe(200);
    const after = await burst.post("/api/consultations", {
      ...consultation,
      email: "burst-after@example.com",
      slot: pick(slots[11] as FreeSlot),
    });
    expect(after.status).toBe(201);
  });

  it("counts a parallel burst of one client one after the other", async () => {
    const slots = await freeSlots(client(t));
    const burst = client(t, "203.0.113.46");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        burst.post("/api/consultations", {
          ...consultation,
          email: `parallel${i}@example.com`,
          slot: pick(slots[i] as FreeSlot),
        }),
      ),
    );
    const cap = HOLD_LIMITS.liveHoldsPerClient;
    expect(answers.filter((a) => a.status === 201)).toHaveLength(cap);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(answers.length - cap);
    expect(await t.db.select().from(consultationBookings)).toHaveLength(cap);
  });

  it("counts one mailbox across case, +tags and Gmail's dots", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const slots = await freeSlots(client(t));
    const variants = [
      "First.Last+1@gmail.com",
      "firstlast+2@googlemail.com",
      "FIRSTLAST@gmail.com",
      "f.i.r.s.t.l.a.s.t+x@gmail.com",
    ];
    const statuses: number[] = [];
    for (const [i, email] of variants.entries()) {
      const res = await client(t).post("/api/consultations", {
        ...consultation,
        email,
        slot: pick(slots[i] as FreeSlot),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const cap = HOLD_LIMITS.liveHoldsPerMailbox;
    expect(statuses).toEqual(variants.map((_, i) => (i < cap ? 201 : 429)));
    expect(await t.db.select().from(consultationBookings)).toHaveLength(cap);
    // Holds past their time count no more, whether or not the job marked them expired.
    vi.setSystemTime(start + HOLD_LIMITS.holdMinutes * 60_000 + 1_000);
    const later = await client(t).post("/api/consultations", {
      ...consultation,
      email: "firstlast@gmail.com",
      slot: pick(slots[40] as FreeSlot),
    });
    expect(later.status).toBe(201);
  });
});

describe("signed-in requesters", () => {
  it("books at once for a confirmed address, holds for an unconfirmed one", async () => {
    const [first, second] = await freeSlots(client(t));
    if (!first || !second) throw new Error("too few slots");
    const confirmed = await signedInAs(t, "business");
    const res = await confirmed.browser.post("/api/consultations", {
      ...consultation,
      email: confirmed.email,
      slot: pick(first),
    });
    expect(res.status).toBe(201);
    expect(res.body.heldUntil).toBeUndefined();
    const [row] = await t.db.select().from(consultationBookings);
    expect(row?.status).toBe("booked");
    expect(await teamNotices()).toHaveLength(1);
    const invite = await lastMail(t, confirmed.email, "consultation-confirmation");
    expect(parseInvite(invite.ics ?? "").start).toBe(first.startsAt);

    const unconfirmed = await signedInAs(t, "business", {}, { confirmEmail: false });
    const held = await unconfirmed.browser.post("/api/consultations", {
      ...consultation,
      email: unconfirmed.email,
      slot: pick(second),
    });
    expect(held.status).toBe(201);
    expect(typeof held.body.heldUntil).toBe("string");
    const [heldRow] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.consultationId, held.body.id));
    expect(heldRow?.status).toBe("held");
    expect(await teamNotices()).toHaveLength(1);
    // Dropping its hold from the dashboard frees the slot and tells the team nothing either.
    const dropped = await unconfirmed.browser.send(
      "DELETE",
      `/api/me/consultations/${held.body.id}/booking`,
    );
    expect(dropped.status).toBe(200);
    expect(dropped.body.booking.status).toBe("cancelled");
    expect(isFree(await freeSlots(client(t)), second)).toBe(true);
    expect(await teamNotices()).toHaveLength(1);
    await expect(lastMail(t, unconfirmed.email, "consultation-booking")).rejects.toThrow();
    // Nor can it book at once from its dashboard.
    const plain = await unconfirmed.browser.post("/api/consultations", {
      ...consultation,
      email: unconfirmed.email,
    });
    const path = `/api/me/consultations/${plain.body.id}/booking`;
    const [, , third] = await freeSlots(client(t));
    if (!third) throw new Error("too few slots");
    expectError(
      await unconfirmed.browser.send("PUT", path, { slot: pick(third) }),
      403,
      "EMAIL_NOT_VERIFIED",
    );
  });
});

describe("the admin's bulk release", () => {
  it("frees holds (and, when asked, bookings) in one call with an audit row each; admins only", async () => {
    const slots = await freeSlots(client(t));
    const [a, b, c] = slots as [FreeSlot, FreeSlot, FreeSlot];
    for (const [slot, email] of [
      [a, "a@example.com"],
      [b, "b@example.com"],
      [c, "c@example.com"],
    ] as const) {
      const res = await client(t).post("/api/consultations", {
        ...consultation,
        email,
        slot: pick(slot),
      });
      expect(res.status).toBe(201);
    }
    expect((await confirm(await holdMailToken("c@example.com"))).status).toBe(200);

    const path = "/api/admin/bookings/release";
    expectError(await client(t).post(path, {}), 401);
    const business = await signedInAs(t, "business");
    expectError(await business.browser.post(path, {}), 403);
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, "booking.release")),
    ).toEqual([]);

    const admin = await signedInAdmin(t);
    expectError(await admin.post(path, { status: "everything" }), 400);
    expectError(
      await admin.post(path, { from: "2030-01-02T00:00:00Z", to: "2030-01-01T00:00:00Z" }),
      400,
    );
    const released = await admin.post(path, {});
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ released: 2, more: false });
    const free = await freeSlots(client(t));
    expect(isFree(free, a) && isFree(free, b)).toBe(true);
    expect(isFree(free, c)).toBe(false);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "booking.release"));
    expect(audits).toHaveLength(2);
    // Only the confirmed booking told the team; a released hold mails nobody.
    expect(await teamNotices()).toHaveLength(1);
    await expect(lastMail(t, "a@example.com", "consultation-booking")).rejects.toThrow();
    expect(audits.map((r) => r.after?.bookingId).sort()).toEqual([...released.body.ids].sort());
    // The released holds' links confirm nothing now.
    const used = await confirm(await holdMailToken("a@example.com"));
    expectError(used, 409, "CONFLICT");

    // A confirmed booking only when asked, and its requester gets the cancellation.
    const [booked] = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.status, "booked"));
    const one = await admin.post(path, { status: "booked", ids: [booked?.id] });
    expect(one.body).toMatchObject({ released: 1, ids: [booked?.id] });
    expect(isFree(await freeSlots(client(t)), c)).toBe(true);
    const cancel = await lastMail(t, "c@example.com", "consultation-booking");
    expect(parseInvite(cancel.ics ?? "").method).toBe("CANCEL");
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "booking.release"), eq(auditLog.entityType, "consultation")),
        ),
    ).toHaveLength(3);
    expect((await admin.post(path, { status: "any" })).body.released).toBe(0);
  });
});
