import { beforeEach, describe, expect, it } from "vitest";
import { consultationBookings } from "../src/db/schema/bookings.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations } from "../src/db/schema/leads.ts";
import { expectError, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { consultation } from "./lead-fixtures.ts";
import { freeSlots, openOffices } from "./slot-fixtures.ts";

// With CONSULTATION_SLOTS off the site sends readers to the external scheduler; the server
// refuses a picked time whatever the page sent, and stores nothing for it.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ CONSULTATION_SLOTS: "false" });
  await openOffices(t);
});

describe("consultation times with slots off", () => {
  it("refuses a request with a time, naming the field, with nothing stored or sent", async () => {
    const [slot] = await freeSlots(client(t));
    if (!slot) throw new Error("no slot");
    const res = await client(t).post("/api/consultations", {
      ...consultation,
      slot: { office: slot.office, startsAt: slot.startsAt, timeZone: "Asia/Dubai" },
    });
    expectError(res, 400, "VALIDATION_FAILED");
    expect(res.body.error.fields.slot).toEqual(["notOffered"]);
    expect(await t.db.select().from(consultations)).toHaveLength(0);
    expect(await t.db.select().from(consultationBookings)).toHaveLength(0);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("still takes a call-back request without a time", async () => {
    const res = await client(t).post("/api/consultations", consultation);
    expect(res.status).toBe(201);
    expect(res.body.bookingId).toBeUndefined();
    expect(await t.db.select().from(consultations)).toHaveLength(1);
  });

  it("refuses a signed-in requester's time for their request too", async () => {
    const member = await signedInAs(t, "business", {}, { confirmEmail: true });
    const created = await member.browser.post("/api/consultations", {
      ...consultation,
      email: member.email,
    });
    expect(created.status).toBe(201);
    const [slot] = await freeSlots(member.browser);
    if (!slot) throw new Error("no slot");
    const res = await member.browser.send(
      "PUT",
      `/api/me/consultations/${created.body.id}/booking`,
      { slot: { office: slot.office, startsAt: slot.startsAt, timeZone: "Asia/Dubai" } },
    );
    expectError(res, 400, "VALIDATION_FAILED");
    expect(await t.db.select().from(consultationBookings)).toHaveLength(0);
  });
});
