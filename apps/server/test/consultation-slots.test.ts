import { BOOKING_LIMITS, SLOT_RULES } from "@app/shared/consultation-slots";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { consultationBookings } from "../src/db/schema/bookings.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations } from "../src/db/schema/leads.ts";
import { smtpTransport } from "../src/email/transport.ts";
import { createOutboxWorker } from "../src/email/worker.ts";
import { createLogger } from "../src/logger.ts";
import { expectError, signedInAdmin, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { consultation } from "./lead-fixtures.ts";
import {
  confirmToken,
  type FreeSlot,
  freeSlots,
  lastMail,
  manageToken,
  openOffices,
  parseInvite,
} from "./slot-fixtures.ts";
import { startSmtpSink } from "./smtp-sink.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ TEAM_INBOX: "team@market.example.com" });
  await openOffices(t);
});

const pick = (slot: FreeSlot, timeZone = "Europe/London") => ({
  office: slot.office,
  startsAt: slot.startsAt,
  timeZone,
});
/** An anonymous request's slot is only held (issue 46 point 4). */
const hold = (slot: FreeSlot, email = consultation.email) =>
  client(t).post("/api/consultations", { ...consultation, email, slot: pick(slot) });
/** Holds the slot, then opens the confirm link of the hold's e-mail: now it is booked. */
const book = async (slot: FreeSlot, email = consultation.email) => {
  const held = await hold(slot, email);
  if (held.status !== 201) return held;
  const token = confirmToken((await lastMail(t, email, "consultation-hold")).text);
  const confirmed = await client(t).post("/api/consultation-booking/confirm", { token });
  expect(confirmed.status).toBe(200);
  return held;
};

describe("free slots", () => {
  it("offers each office's hours in its time zone, from the notice to two weeks ahead", async () => {
    const before = Date.now();
    const slots = await freeSlots(client(t));
    expect(slots.length).toBeGreaterThan(100);
    for (const slot of slots) {
      const start = Date.parse(slot.startsAt);
      expect(start).toBeGreaterThanOrEqual(before + SLOT_RULES.noticeHours * 3_600_000 - 5_000);
      expect(start).toBeLessThan(before + SLOT_RULES.maxDays * 86_400_000 + 5_000);
      expect(Date.parse(slot.endsAt) - start).toBe(SLOT_RULES.sessionMinutes * 60_000);
      const local = new Intl.DateTimeFormat("en-GB", {
        timeZone: slot.timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(start));
      expect(local >= "08:00" && local <= "19:00" && local.endsWith(":00")).toBe(true);
    }
    // 08:00 in Kolkata is 02:30 UTC; in Dubai 04:00 UTC.
    expect(slots.some((s) => s.office === "india" && s.startsAt.endsWith("T02:30:00.000Z"))).toBe(
      true,
    );
    expect(slots.some((s) => s.office === "dubai" && s.startsAt.endsWith("T04:00:00.000Z"))).toBe(
      true,
    );
  });

  it("leaves out blackout dates, and the admin's changes are audited and validated", async () => {
    const admin = await signedInAdmin(t);
    const slots = await freeSlots(client(t));
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(
      new Date(Date.now() + 3 * 86_400_000),
    );
    const saved = await admin.send("PUT", "/api/admin/consultation-availability/dubai", {
      timeZone: "Asia/Dubai",
      windows: [{ weekday: 1, start: "09:00", end: "12:00" }].concat(
        [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "12:00" })),
      ),
      blackoutDates: [day],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.blackoutDates).toEqual([day]);
    const after = (await freeSlots(client(t))).filter((s) => s.office === "dubai");
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(slots.filter((s) => s.office === "dubai").length);
    const dayOf = (s: FreeSlot) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date(s.startsAt));
    expect(after.some((s) => dayOf(s) === day)).toBe(false);
    const listed = await admin.get("/api/admin/consultation-availability");
    expect(listed.body.offices.map((o: { office: string }) => o.office)).toEqual([
      "dubai",
      "india",
    ]);

    const bad = { timeZone: "Mars/Olympus", windows: [], blackoutDates: [] };
    expectError(await admin.send("PUT", "/api/admin/consultation-availability/dubai", bad), 400);
    const backwards = {
      timeZone: "Asia/Dubai",
      windows: [{ weekday: 1, start: "12:00", end: "09:00" }],
      blackoutDates: [],
    };
    expectError(
      await admin.send("PUT", "/api/admin/consultation-availability/dubai", backwards),
      400,
    );
    expectError(await admin.send("PUT", "/api/admin/consultation-availability/paris", bad), 400);
    expectError(await client(t).get("/api/consultation-slots?days=99"), 400);
  });
});

describe("booking a slot", () => {
  it("books with the request once confirmed, e-mails an invite that parses back to the same times", async () => {
    const [slot] = await freeSlots(client(t));
    if (!slot) throw new Error("no slot");
    const res = await book(slot);
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(consultationBookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startsAt.toISOString()).toBe(slot.startsAt);
    const after = await freeSlots(client(t));
    expect(after.some((s) => s.office === slot.office && s.startsAt === slot.startsAt)).toBe(false);

    const mail = await lastMail(t, consultation.email, "consultation-confirmation");
    expect(mail.ics).toContain("\r\n");
    expect(mail.ics?.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const invite = parseInvite(mail.ics ?? "");
    expect(invite).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      start: slot.startsAt,
      end: slot.endsAt,
      startZone: "UTC",
      status: "CONFIRMED",
    });
    expect(invite.uid).toBe(`${rows[0]?.id}@localhost`);
    expect(String(invite.stamp)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(invite.organizer).toContain("mailto:");
    expect(invite.attendee.toLowerCase()).toBe(`mailto:${consultation.email}`);
    expect(invite.summary).toContain("60 minutes");
    // The time in the requester's own zone, with its name; and the link to manage it.
    expect(mail.text).toContain("Greenwich Mean Time");
    expect(mail.text).toMatch(/localhost:3000\/consultation\/booking\?token=/);
    const team = await lastMail(t, "team@market.example.com", "consultation-team");
    expect(team.text).toContain("Booked time:");
  });

  it("lets exactly one of many simultaneous requests hold a slot", async () => {
    const [slot] = await freeSlots(client(t));
    if (!slot) throw new Error("no slot");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hold(slot, `racer${i}@example.com`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) expectError(lost, 409, "CONFLICT");
    expect(await t.db.select().from(consultationBookings)).toHaveLength(1);
    // A lost race stores no request either.
    expect(await t.db.select().from(consultations)).toHaveLength(1);
  });

  it("refuses a time that is not offered, and keeps the plain call-back form", async () => {
    const [slot] = await freeSlots(client(t));
    if (!slot) throw new Error("no slot");
    const offHour = {
      ...slot,
      startsAt: new Date(Date.parse(slot.startsAt) + 15 * 60_000).toISOString(),
    };
    expectError(await book(offHour), 409, "CONFLICT");
    const past = { ...slot, startsAt: new Date(Date.now() - 3_600_000).toISOString() };
    expectError(await book(past), 409, "CONFLICT");
    const bad = await client(t).post("/api/consultations", {
      ...consultation,
      slot: { office: "paris", startsAt: "tomorrow" },
    });
    expectError(bad, 400, "VALIDATION_FAILED");
    expect((await client(t).post("/api/consultations", consultation)).status).toBe(201);
    expect(await t.db.select().from(consultationBookings)).toHaveLength(0);
    const plain = await lastMail(t, consultation.email, "consultation-confirmation");
    expect(plain.ics).toBeNull();
    expect(plain.text).toContain("within 24 hours");
  });
});

describe("the e-mail's manage link", () => {
  it("shows, reschedules and cancels, each with an updated invite", async () => {
    const [first, second, third] = await freeSlots(client(t));
    if (!first || !second || !third) throw new Error("too few slots");
    expect((await book(first)).status).toBe(201);
    const token = manageToken(
      (await lastMail(t, consultation.email, "consultation-confirmation")).text,
    );
    const visitor = client(t);

    const shown = await visitor.get(`/api/consultation-booking?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.booking).toMatchObject({ startsAt: first.startsAt, status: "booked" });

    // Someone else holds the third slot: moving there is refused.
    expect((await book(third, "other@example.com")).status).toBe(201);
    const clash = await visitor.post("/api/consultation-booking/reschedule", {
      token,
      slot: pick(third),
    });
    expectError(clash, 409, "CONFLICT");

    const moved = await visitor.post("/api/consultation-booking/reschedule", {
      token,
      slot: pick(second, "Asia/Kolkata"),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.startsAt).toBe(second.startsAt);
    const slotsNow = await freeSlots(client(t));
    expect(slotsNow.some((s) => s.startsAt === first.startsAt && s.office === first.office)).toBe(
      true,
    );
    const movedMail = await lastMail(t, consultation.email, "consultation-booking");
    expect(movedMail.text).toContain("India Standard Time");
    const movedInvite = parseInvite(movedMail.ics ?? "");
    expect(movedInvite).toMatchObject({ method: "REQUEST", sequence: 1, start: second.startsAt });

    const cancelled = await visitor.post("/api/consultation-booking/cancel", { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe("cancelled");
    const cancelInvite = parseInvite(
      (await lastMail(t, consultation.email, "consultation-booking")).ics ?? "",
    );
    expect(cancelInvite).toMatchObject({ method: "CANCEL", sequence: 2, status: "CANCELLED" });
    expect(cancelInvite.uid).toBe(movedInvite.uid);
    expectError(await visitor.post("/api/consultation-booking/cancel", { token }), 409);

    const wrong = "A".repeat(43);
    expectError(await visitor.get(`/api/consultation-booking?token=${wrong}`), 404, "NOT_FOUND");
    expectError(await visitor.get("/api/consultation-booking?token=short"), 400);
  });

  it("lets one of two simultaneous moves to the same slot win", async () => {
    const [a, b, target] = await freeSlots(client(t));
    if (!a || !b || !target) throw new Error("too few slots");
    await book(a, "a@example.com");
    await book(b, "b@example.com");
    const tokenA = manageToken(
      (await lastMail(t, "a@example.com", "consultation-confirmation")).text,
    );
    const tokenB = manageToken(
      (await lastMail(t, "b@example.com", "consultation-confirmation")).text,
    );
    const answers = await Promise.all(
      [tokenA, tokenB].map((token) =>
        client(t).post("/api/consultation-booking/reschedule", { token, slot: pick(target) }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = await t.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.startsAt, new Date(target.startsAt)));
    expect(held).toHaveLength(1);
  });
});

describe("the requester's dashboard and the admin pipeline", () => {
  it("books, moves and cancels the owner's request only, and the pipeline shows the time", async () => {
    const owner = await signedInAs(t, "business");
    const other = await signedInAs(t, "business");
    const admin = await signedInAdmin(t);
    const [first, second] = await freeSlots(client(t));
    if (!first || !second) throw new Error("too few slots");
    const created = await owner.browser.post("/api/consultations", {
      ...consultation,
      email: owner.email,
    });
    const id = created.body.id;
    const path = `/api/me/consultations/${id}/booking`;

    expectError(await other.browser.send("PUT", path, { slot: pick(first) }), 404);
    const booked = await owner.browser.send("PUT", path, { slot: pick(first) });
    expect(booked.status).toBe(200);
    expect(booked.body.booking.startsAt).toBe(first.startsAt);
    const mine = await owner.browser.get("/api/me/consultations");
    expect(mine.body.items[0].booking).toMatchObject({
      startsAt: first.startsAt,
      status: "booked",
    });
    const bookedMail = await lastMail(t, owner.email, "consultation-booking");
    expect(parseInvite(bookedMail.ics ?? "").start).toBe(first.startsAt);
    manageToken(bookedMail.text);

    const moved = await owner.browser.send("PUT", path, { slot: pick(second) });
    expect(moved.body.booking.startsAt).toBe(second.startsAt);
    const pipeline = await admin.get("/api/admin/consultations");
    expect(pipeline.body.items[0].booking).toMatchObject({ startsAt: second.startsAt });

    expectError(await other.browser.send("DELETE", path), 404);
    const cancelled = await owner.browser.send("DELETE", path);
    expect(cancelled.body.booking.status).toBe("cancelled");
    expectError(await owner.browser.send("DELETE", path), 409);
  });

  it("frees the slot when the team cancels the request", async () => {
    const admin = await signedInAdmin(t);
    const [slot] = await freeSlots(client(t));
    if (!slot) throw new Error("no slot");
    const id = (await book(slot)).body.id;
    const res = await admin.post(`/api/admin/consultations/${id}/status`, { status: "cancelled" });
    expect(res.status).toBe(200);
    expect(res.body.booking.status).toBe("cancelled");
    const again = await freeSlots(client(t));
    expect(again.some((s) => s.startsAt === slot.startsAt && s.office === slot.office)).toBe(true);
    const token = manageToken(
      (await lastMail(t, consultation.email, "consultation-confirmation")).text,
    );
    const closed = await client(t).post("/api/consultation-booking/reschedule", {
      token,
      slot: pick(slot),
    });
    expectError(closed, 409, "CONFLICT");
  });
});

describe("delivery", () => {
  it("sends the invite over SMTP as the mail's text/calendar part", async () => {
    const sink = await startSmtpSink();
    try {
      const [slot] = await freeSlots(client(t));
      if (!slot) throw new Error("no slot");
      expect((await book(slot)).status).toBe(201);
      const worker = createOutboxWorker(
        t.db,
        smtpTransport(sink.url, "M <no-reply@m.example.com>"),
        createLogger("silent"),
        { pollMs: 50 },
      );
      await worker.runOnce();
      await worker.stop();
      // The hold's confirm link (no invite) and the booking confirmation (with it), in any order.
      const mails = sink.received.filter((m) => m.to.includes(consultation.email));
      expect(mails).toHaveLength(2);
      const invites = mails.filter((m) => /text\/calendar/i.test(m.raw));
      expect(invites).toHaveLength(1);
      const raw = invites[0]?.raw ?? "";
      expect(raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    } finally {
      await sink.close();
    }
  });
});

describe("changes that send mail (issue 35 defect 3)", () => {
  const mailsTo = async (to: string, template: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));

  it("stops 50 alternating moves at the request's daily limit, and mails only the account's own address", async () => {
    const owner = await signedInAs(t, "business");
    const [first, second] = await freeSlots(client(t));
    if (!first || !second) throw new Error("too few slots");
    // A request typed with a stranger's address: the invites must not go there.
    const stranger = "stranger@victim.example";
    const created = await owner.browser.post("/api/consultations", {
      ...consultation,
      email: stranger,
    });
    expect(created.status).toBe(201);
    const path = `/api/me/consultations/${created.body.id}/booking`;
    const team = "team@market.example.com";
    const teamBefore = (await mailsTo(team, "consultation-team")).length;

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await owner.browser.send("PUT", path, { slot: pick(i % 2 ? second : first) });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const allowed = BOOKING_LIMITS.changesPerRequestPerDay;
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowed);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);

    expect(await mailsTo(stranger, "consultation-booking")).toEqual([]);
    expect(await mailsTo(owner.email, "consultation-booking")).toHaveLength(allowed);
    expect((await mailsTo(team, "consultation-team")).length - teamBefore).toBe(allowed);
    // Refused moves wrote nothing: the booking is at the last allowed move's slot.
    const [booking] = await t.db.select().from(consultationBookings);
    const last = (allowed - 1) % 2 ? second : first;
    expect(booking?.startsAt.toISOString()).toBe(last.startsAt);
  });

  it("limits one account's changes across its requests, and the booking mails to one address", async () => {
    const owner = await signedInAs(t, "business");
    const slots = await freeSlots(client(t));
    const perAccount = BOOKING_LIMITS.changesPerAccountPerDay;
    const statuses: number[] = [];
    for (let request = 0; statuses.length <= perAccount; request++) {
      const created = await owner.browser.post("/api/consultations", {
        ...consultation,
        email: owner.email,
      });
      const path = `/api/me/consultations/${created.body.id}/booking`;
      for (let move = 0; move < 3; move++) {
        const slot = slots[(request * 3 + move) % slots.length] as FreeSlot;
        statuses.push((await owner.browser.send("PUT", path, { slot: pick(slot) })).status);
      }
    }
    expect(statuses.slice(0, perAccount).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(perAccount).every((s) => s === 429)).toBe(true);
    // Booking mails to one address stop at its daily cap, though the changes went through.
    expect(await mailsTo(owner.email, "consultation-booking")).toHaveLength(
      BOOKING_LIMITS.mailsPerRecipientPerDay,
    );
  });
});
