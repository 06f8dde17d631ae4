import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { type Account, expectError, signedInAdmin, signedInAs } from "./accounts.ts";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { reviewTool } from "./review-fixtures.ts";

let t: TestApp;
let vendor: Account;
let toolId: string;
let reviewId: string;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await signedInAs(t, "vendor");
  toolId = (await insertTool(t.db, { vendorUserId: vendor.id })).id;
  reviewId = await reviewTool(await signedUp(t), toolId, 3, "Setup took a week.");
});

const reply = (account: { browser: Account["browser"] }, body: unknown, id = reviewId) =>
  account.browser.send("PUT", `/api/reviews/${id}/reply`, body);

async function shownReply() {
  const res = await client(t).get(`/api/tools/${toolId}/reviews`);
  return res.body.items.find((item: { id: string }) => item.id === reviewId)?.reply;
}

describe("vendor replies to reviews", () => {
  it("lets the listing's vendor post one reply and edit it, shown under the review", async () => {
    const first = await reply(vendor, { body: "  Sorry about that; setup is faster now.  " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      created: true,
      reply: { body: "Sorry about that; setup is faster now." },
    });
    expect(await shownReply()).toMatchObject({ body: "Sorry about that; setup is faster now." });

    const edited = await reply(vendor, { body: "Setup now takes a day." });
    expect(edited.body).toMatchObject({
      created: false,
      reply: { body: "Setup now takes a day." },
    });
    expect(await countRows(t.db, "review_replies")).toBe(1);
    const shown = await shownReply();
    expect(shown.body).toBe("Setup now takes a day.");
    expect(new Date(shown.updatedAt).toISOString()).toBe(shown.updatedAt);
  });

  it("refuses another vendor, an admin who does not own the listing and a business user (403)", async () => {
    const other = await signedInAs(t, "vendor");
    expectError(await reply(other, { body: "Try our tool instead." }), 403, "FORBIDDEN");
    const admin = { browser: await signedInAdmin(t) };
    expectError(await reply(admin, { body: "Admin speaking." }), 403, "FORBIDDEN");
    const business = await signedInAs(t, "business");
    expectError(await reply(business, { body: "Me too." }), 403, "FORBIDDEN");
    expectError(await reply({ browser: client(t) }, { body: "Anyone?" }), 401);
    expect(await countRows(t.db, "review_replies")).toBe(0);
    expect(await shownReply()).toBeNull();
  });

  it("needs a confirmed address, a visible review and a reply of 1 to 1000 characters", async () => {
    const unconfirmed = await signedInAs(t, "vendor", {}, { confirmEmail: false });
    const theirs = await insertTool(t.db, { vendorUserId: unconfirmed.id });
    const review = await reviewTool(await signedUp(t), theirs.id, 4);
    expectError(await reply(unconfirmed, { body: "Thanks!" }, review), 403, "EMAIL_NOT_VERIFIED");

    for (const body of [{ body: "   " }, { body: "x".repeat(1001) }, {}, { body: "Hi", x: 1 }]) {
      expectError(await reply(vendor, body), 400, "VALIDATION_FAILED");
    }
    expectError(await reply(vendor, { body: "Hi" }, "00000000-0000-4000-8000-000000000000"), 404);
    const admin = await signedInAdmin(t);
    await admin.post(`/api/admin/reviews/${reviewId}/hide`, { reason: "Spam" });
    expectError(await reply(vendor, { body: "Thanks!" }), 404, "NOT_FOUND");
    expect(await countRows(t.db, "review_replies")).toBe(0);
  });

  it("lets an admin hide a reply (audited) and show it again; the vendor cannot edit it meanwhile", async () => {
    const admin = await signedInAdmin(t);
    expectError(
      await admin.post(`/api/admin/reviews/${reviewId}/reply/hide`, { reason: "Rude" }),
      404,
    );
    await reply(vendor, { body: "You did it wrong." });

    const hidden = await admin.post(`/api/admin/reviews/${reviewId}/reply/hide`, {
      reason: "Rude to the reviewer",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      body: "You did it wrong.",
      hiddenReason: "Rude to the reviewer",
    });
    expect(await shownReply()).toBeNull();
    // The moderators' list still shows it, as hidden, with the reason.
    const moderated = (await admin.get("/api/admin/reviews?filter=all")).body.items[0];
    expect(moderated.reply).toMatchObject({
      body: "You did it wrong.",
      hiddenReason: "Rude to the reviewer",
    });
    expect(new Date(moderated.reply.hiddenAt).toISOString()).toBe(moderated.reply.hiddenAt);
    expectError(
      await admin.post(`/api/admin/reviews/${reviewId}/reply/hide`, { reason: "Again" }),
      409,
    );
    expectError(await reply(vendor, { body: "Sorry, edited." }), 409, "CONFLICT");

    const shown = await admin.post(`/api/admin/reviews/${reviewId}/reply/unhide`);
    expect(shown.body).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await shownReply()).toMatchObject({ body: "You did it wrong." });
    expectError(await admin.post(`/api/admin/reviews/${reviewId}/reply/unhide`), 409);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, reviewId));
    expect(audit.map((row) => row.action).sort()).toEqual(["reply.hide", "reply.unhide"]);
    expectError(
      await vendor.browser.post(`/api/admin/reviews/${reviewId}/reply/hide`, { reason: "Mine" }),
      403,
    );
  });
});
