import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { requestQuota, solutionsCatalog } from "../src/db/schema/catalog.ts";
import { toolSubmissions } from "../src/db/schema/leads.ts";
import { type Browser, expectError, signedInAdmin } from "./accounts.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { submission } from "./lead-fixtures.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const twoWeeks = { min: 1, max: 2, unit: "weeks" };
const gulfChat = { level: "chat_email", hours: "sunday_to_thursday", timeZone: "Asia/Dubai" };

/** The shared submission, with the three facts and in English. */
const form = {
  ...submission,
  implementationTime: twoWeeks,
  support: gulfChat,
  languagesSupported: ["ar", "en"],
  language: "en",
};

const approve = (admin: Browser, id: string) =>
  admin.post(`/api/admin/submissions/${id}/approve`, {});

const factsOf = async (listingId: string) => {
  const [row] = await t.db
    .select({
      implementationTime: solutionsCatalog.implementationTime,
      support: solutionsCatalog.support,
      languagesSupported: solutionsCatalog.languagesSupported,
    })
    .from(solutionsCatalog)
    .where(eq(solutionsCatalog.id, listingId));
  return row;
};

/** A vendor's tool, submitted with facts and approved. */
async function approvedListing() {
  const vendor = await signedUp(t, { role: "vendor" });
  const admin = await signedInAdmin(t);
  const sent = await vendor.post("/api/tool-submissions", form);
  expect(sent.status).toBe(201);
  const approved = await approve(admin, sent.body.id);
  expect(approved.status).toBe(200);
  return { vendor, admin, listingId: approved.body.submission.catalogSolutionId as string };
}

describe("a vendor's implementation time, support and languages", () => {
  it("are stored with the submission, shown to the reviewer, and go onto the tool on approval", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const sent = await vendor.post("/api/tool-submissions", form);
    expect(sent.status).toBe(201);

    const facts = {
      implementationTime: twoWeeks,
      support: gulfChat,
      languagesSupported: ["ar", "en"],
    };
    expect((await admin.get(`/api/admin/submissions/${sent.body.id}`)).body).toMatchObject(facts);
    expect((await vendor.get(`/api/vendor/submissions/${sent.body.id}`)).body).toMatchObject(facts);

    const approved = await approve(admin, sent.body.id);
    expect(approved.status).toBe(200);
    const id = approved.body.submission.catalogSolutionId as string;
    expect((await client(t).get(`/api/tools/${id}`)).body.tool).toMatchObject(facts);
    const [created] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "listing.create"));
    expect(created?.after).toMatchObject(facts);
  });

  it("may be left out: the tool states none", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const { implementationTime: _i, support: _s, languagesSupported: _l, ...bare } = form;
    const sent = await vendor.post("/api/tool-submissions", bare);
    expect(sent.status).toBe(201);
    const approved = await approve(admin, sent.body.id);
    expect(await factsOf(approved.body.submission.catalogSolutionId)).toEqual({
      implementationTime: null,
      support: null,
      languagesSupported: [],
    });
  });

  it("refuse a malformed fact with 400 naming it, storing nothing", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const cases: [Record<string, unknown>, string][] = [
      [{ implementationTime: { min: 3, max: 1, unit: "weeks" } }, "implementationTime.max"],
      [{ implementationTime: { min: 1, max: 2, unit: "years" } }, "implementationTime.unit"],
      [{ implementationTime: { min: -1, max: 2, unit: "days" } }, "implementationTime.min"],
      [{ implementationTime: { min: 1, max: 99, unit: "days" } }, "implementationTime.max"],
      [{ implementationTime: "1-2 weeks" }, "implementationTime"],
      [{ support: { ...gulfChat, level: "carrier pigeon" } }, "support.level"],
      [{ support: { ...gulfChat, timeZone: "Mars/Olympus" } }, "support.timeZone"],
      [{ support: "24/7 chat" }, "support"],
      [{ languagesSupported: ["English"] }, "languagesSupported.0"],
      [{ languagesSupported: ["ar", "ar"] }, "languagesSupported"],
    ];
    for (const [change, field] of cases) {
      // The lead forms' quota per address would answer 429 before the eleventh case is read.
      await t.db.delete(requestQuota);
      const res = await vendor.post("/api/tool-submissions", { ...form, ...change });
      expectError(res, 400, "VALIDATION_FAILED");
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    expect(await t.db.select().from(toolSubmissions)).toEqual([]);
  });

  it("a resubmission after changes were requested carries the corrected facts to the tool", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const sent = await vendor.post("/api/tool-submissions", { ...form, support: null });
    const id = sent.body.id as string;
    const asked = await admin.post(`/api/admin/submissions/${id}/request-changes`, {
      reason: "Please say when your team answers.",
    });
    expect(asked.status).toBe(200);
    const bad = await vendor.send("PUT", `/api/vendor/submissions/${id}`, {
      ...form,
      support: { ...gulfChat, hours: "whenever" },
    });
    expectError(bad, 400, "VALIDATION_FAILED");
    expect(Object.keys(bad.body.error.fields)).toEqual(["support.hours"]);
    const fixed = await vendor.send("PUT", `/api/vendor/submissions/${id}`, form);
    expect(fixed.status).toBe(200);
    const approved = await approve(admin, id);
    expect((await factsOf(approved.body.submission.catalogSolutionId))?.support).toEqual(gulfChat);
  });
});

describe("a vendor's revision of the facts of a live listing", () => {
  const changed = {
    implementationTime: { min: 3, max: 3, unit: "days" },
    support: { level: "dedicated_manager", hours: "24_7", timeZone: null },
    languagesSupported: ["ar", "hi", "en"],
  };

  it("is filled from the listing, shown beside the live facts, and goes live on approval", async () => {
    const { vendor, admin, listingId } = await approvedListing();
    const listing = await vendor.get(`/api/vendor/listings/${listingId}`);
    expect(listing.body).toMatchObject({
      implementationTime: twoWeeks,
      support: gulfChat,
      languagesSupported: ["ar", "en"],
    });

    const sent = await vendor.post(`/api/vendor/listings/${listingId}/revisions`, {
      ...form,
      ...changed,
    });
    expect(sent.status).toBe(201);
    // Nothing changes before an admin approves.
    expect((await factsOf(listingId))?.implementationTime).toEqual(twoWeeks);
    const review = await admin.get(`/api/admin/submissions/${sent.body.id}`);
    expect(review.body).toMatchObject(changed);
    expect(review.body.live).toMatchObject({
      implementationTime: twoWeeks,
      support: gulfChat,
      languagesSupported: ["ar", "en"],
    });

    expect((await approve(admin, sent.body.id)).status).toBe(200);
    expect(await factsOf(listingId)).toEqual(changed);
    const [updated] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "listing.update"));
    expect(updated?.before).toMatchObject({ implementationTime: twoWeeks, support: gulfChat });
    expect(updated?.after).toMatchObject(changed);
  });

  it("refuses a malformed fact with 400 and opens no revision", async () => {
    const { vendor, listingId } = await approvedListing();
    const res = await vendor.post(`/api/vendor/listings/${listingId}/revisions`, {
      ...form,
      languagesSupported: ["ar", "xx"],
    });
    expectError(res, 400, "VALIDATION_FAILED");
    expect(Object.keys(res.body.error.fields)).toEqual(["languagesSupported.1"]);
    const revisions = await t.db
      .select()
      .from(toolSubmissions)
      .where(eq(toolSubmissions.revisionOf, listingId));
    expect(revisions).toEqual([]);
    expect((await factsOf(listingId))?.languagesSupported).toEqual(["ar", "en"]);
  });
});
