import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { user } from "../src/db/schema/auth.ts";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { toolSubmissions } from "../src/db/schema/leads.ts";
import { type Browser, expectError, signedInAdmin } from "./accounts.ts";
import { client, confirmEmail, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const idOf = async (browser: Browser): Promise<string> =>
  (await browser.get("/api/me")).body.profile.id;

const form = {
  name: "Souq Helper",
  description: "Answers shoppers in Arabic and English, looks up orders and hands over to staff.",
  category: "Customer Service",
  pricingModel: "Monthly Subscription",
  websiteUrl: "https://souq-helper.example.com",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  features: ["WhatsApp inbox", "Order lookup"],
  targetAudience: "Online shops in the Gulf",
  caseStudies: "A Dubai retailer answered 70% of chats automatically.",
  integrations: ["Shopify"],
  agreeToTerms: true,
  language: "en",
};

const revised = {
  ...form,
  name: "Souq Helper Pro",
  description: "Now answers voice notes too, in Arabic, English and Hindi.",
  features: ["Voice notes", "Order lookup"],
};

const decide = (admin: Browser, id: string, step: string, body: unknown = {}) =>
  admin.post(`/api/admin/submissions/${id}/${step}`, body);

/** A vendor with a live listing made the real way: submitted, then approved by an admin. */
async function liveListing() {
  const vendor = await signedUp(t, { role: "vendor" });
  const admin = await signedInAdmin(t);
  const sent = await vendor.post("/api/tool-submissions", form);
  expect(sent.status).toBe(201);
  const approved = await decide(admin, sent.body.id, "approve");
  expect(approved.status).toBe(200);
  return {
    vendor,
    admin,
    submissionId: sent.body.id as string,
    listingId: approved.body.submission.catalogSolutionId as string,
    slug: approved.body.liveSlug as string,
  };
}

const listing = async (id: string) =>
  (await t.db.select().from(solutionsCatalog).where(eq(solutionsCatalog.id, id)))[0];

const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

const revise = (vendor: Browser, listingId: string, body: unknown = revised) =>
  vendor.post(`/api/vendor/listings/${listingId}/revisions`, body);

describe("who may edit a live listing", () => {
  it("visitor 401, business 403, another vendor and an unowned listing 404, nothing written", async () => {
    const { vendor, listingId } = await liveListing();
    const business = await signedUp(t);
    const otherVendor = await signedUp(t, { role: "vendor" });
    const visitor = client(t);
    const [unowned] = await t.db
      .insert(solutionsCatalog)
      .values({
        slug: "nobodys-tool",
        name: "Nobody's Tool",
        category: "Analytics",
        shortDesc: "Unowned.",
        pricingModel: "Free",
      })
      .returning();

    for (const [method, path, body] of [
      ["GET", `/api/vendor/listings/${listingId}`, undefined],
      ["POST", `/api/vendor/listings/${listingId}/revisions`, revised],
    ] as const) {
      expectError(await visitor.send(method, path, body), 401);
      expectError(await business.send(method, path, body), 403);
      expectError(await otherVendor.send(method, path, body), 404);
    }
    expectError(await vendor.get(`/api/vendor/listings/${unowned?.id}`), 404);
    expectError(await revise(vendor, unowned?.id as string), 404);
    expectError(await vendor.get("/api/vendor/listings/not-an-id"), 400);
    expectError(await revise(vendor, "not-an-id"), 400);

    const revisions = await t.db
      .select()
      .from(toolSubmissions)
      .where(eq(toolSubmissions.revisionOf, listingId));
    expect(revisions).toEqual([]);
  });

  it("answers bad input with 400 naming the fields", async () => {
    const { vendor, listingId } = await liveListing();
    const bad = await revise(vendor, listingId, {
      ...revised,
      name: "",
      websiteUrl: "ftp://example.com",
    });
    expectError(bad, 400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["name", "websiteUrl"]);
    const noTerms = await revise(vendor, listingId, { ...revised, agreeToTerms: false });
    expectError(noTerms, 400);
    expect(Object.keys(noTerms.body.error.fields)).toEqual(["agreeToTerms"]);
    const tooLong = await revise(vendor, listingId, {
      ...revised,
      description: "x".repeat(25_000),
    });
    expectError(tooLong, 400);
    expect(Object.keys(tooLong.body.error.fields)).toEqual(["description"]);
  });
});

describe("a revision of a live listing", () => {
  it("fills the form with the live values, goes to review pending, and leaves the listing until approved", async () => {
    const { vendor, admin, listingId, slug } = await liveListing();
    const vendorId = await idOf(vendor);
    const before = await listing(listingId);

    const form0 = await vendor.get(`/api/vendor/listings/${listingId}`);
    expect(form0.status).toBe(200);
    const { agreeToTerms: _a, language: _l, ...fields } = form;
    expect(form0.body).toEqual({
      ...fields,
      translations: {},
      pricePlans: [],
      freeTier: false,
      freeTrialDays: null,
      regionalFacts: [],
      implementationTime: null,
      support: null,
      languagesSupported: [],
      id: listingId,
      slug,
      published: true,
      openRevision: null,
    });

    const res = await revise(vendor, listingId);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "pending",
      revisionOf: listingId,
      submitterUserId: vendorId,
      name: revised.name,
      description: revised.description,
    });
    const revisionId = res.body.id as string;
    expect(await listing(listingId)).toEqual(before);
    expect((await vendor.get(`/api/vendor/listings/${listingId}`)).body.openRevision).toEqual({
      id: revisionId,
      status: "pending",
    });

    // My Tools shows the listing once, under its live name, with the revision's status.
    const mine = await vendor.get("/api/vendor/submissions");
    expect(mine.body.total).toBe(1);
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: revisionId,
        listingId,
        name: form.name,
        status: "pending",
        revisionOf: listingId,
        liveSlug: slug,
      }),
    ]);

    // The admin's queue names the live tool; the detail carries the live values to compare.
    const queue = await admin.get("/api/admin/submissions");
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        id: revisionId,
        revisionOf: listingId,
        revisionOfListing: { name: form.name, slug },
      }),
    ]);
    const detail = await admin.get(`/api/admin/submissions/${revisionId}`);
    expect(detail.body.live).toMatchObject({
      slug,
      name: form.name,
      description: form.description,
    });

    const [audit] = await auditOf("submission.revise", revisionId);
    expect(audit).toMatchObject({
      actorUserId: vendorId,
      entityType: "submission",
      before: null,
      after: { status: "pending", revisionOf: listingId, name: revised.name },
    });
  });

  it("approval updates the listing in place (slug and verified kept), search finds the new name, the vendor is e-mailed", async () => {
    const { vendor, admin, listingId, slug } = await liveListing();
    const visitor = client(t);
    // Load the search index before the approval, so it must catch up with it.
    expect((await visitor.get("/api/tools?q=Souq%20Helper%20Pro")).body.total).toBe(0);
    const revisionId = (await revise(vendor, listingId)).body.id as string;

    const res = await decide(admin, revisionId, "approve");
    expect(res.status).toBe(200);
    expect(res.body.liveSlug).toBe(slug);
    expect(await t.db.select().from(solutionsCatalog)).toHaveLength(1);
    expect(await listing(listingId)).toMatchObject({
      slug,
      name: revised.name,
      longDescription: revised.description,
      features: revised.features,
      verified: true,
      status: "published",
    });
    const found = await visitor.get("/api/tools?q=Souq%20Helper%20Pro");
    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([listingId]);
    expect((await visitor.get(`/api/tools/${slug}`)).body.tool.name).toBe(revised.name);

    const [updated] = await auditOf("listing.update", listingId);
    expect(updated).toMatchObject({
      before: { name: form.name },
      after: { name: revised.name },
    });
    expect(await auditOf("submission.approve", revisionId)).toHaveLength(1);
    // Mailed to the account's confirmed address, not to the one typed on the form.
    const own = (await vendor.get("/api/me")).body.profile.email as string;
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, own));
    const live = mails.filter((m) => m.template === "submission-approved");
    expect(live).toHaveLength(2);
    expect(live.map((m) => m.subject)).toContain(`Your changes to ${revised.name} are live`);

    const mine = await vendor.get("/api/vendor/submissions");
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: revisionId,
        listingId,
        name: revised.name,
        status: "approved",
      }),
    ]);
    // Closed: another edit may follow.
    expect((await revise(vendor, listingId, { ...revised, name: "Souq Helper Max" })).status).toBe(
      201,
    );
  });

  it("rejection leaves the live listing; a second open revision is 409 until the first is closed", async () => {
    const { vendor, admin, listingId } = await liveListing();
    const before = await listing(listingId);
    const first = await revise(vendor, listingId);
    expect(first.status).toBe(201);
    const second = await revise(vendor, listingId, { ...revised, name: "Another edit" });
    expectError(second, 409);

    // Still open while changes are requested.
    const notes = "Please keep the original name.";
    expect((await decide(admin, first.body.id, "request-changes", { reason: notes })).status).toBe(
      200,
    );
    expectError(await revise(vendor, listingId), 409);
    expect((await vendor.get("/api/vendor/submissions")).body.items[0]).toMatchObject({
      listingId,
      status: "changes_requested",
      reviewerNotes: notes,
    });
    const back = await vendor.send("PUT", `/api/vendor/submissions/${first.body.id}`, revised);
    expect(back.status).toBe(200);

    const reason = "The new description claims features the tool does not have.";
    expect((await decide(admin, first.body.id, "reject", { reason })).status).toBe(200);
    expect(await listing(listingId)).toEqual(before);
    expect((await vendor.get("/api/vendor/submissions")).body.items[0]).toMatchObject({
      listingId,
      status: "rejected",
      reviewerNotes: reason,
      name: form.name,
    });
    expect((await revise(vendor, listingId)).status).toBe(201);
    const open = await t.db
      .select()
      .from(toolSubmissions)
      .where(eq(toolSubmissions.revisionOf, listingId));
    expect(open.map((r) => r.status).sort()).toEqual(["pending", "rejected"]);
  });

  it("two edits at once: one is accepted, the other 409", async () => {
    const { vendor, listingId } = await liveListing();
    const answers = await Promise.all([revise(vendor, listingId), revise(vendor, listingId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe("a listing reassigned by an admin (issue 35 defect 8)", () => {
  const assign = (admin: Browser, listingId: string, email: string | null) =>
    admin.send("PUT", `/api/admin/listings/${listingId}/vendor`, { email });
  const submission = async (id: string) =>
    (await t.db.select().from(toolSubmissions).where(eq(toolSubmissions.id, id)))[0];

  it("closes the former vendor's open revision, which can then not be approved", async () => {
    const { vendor, admin, listingId } = await liveListing();
    const revision = await revise(vendor, listingId);
    expect(revision.status).toBe(201);
    const newOwner = await signedUp(t, { role: "vendor" });
    const newOwnerId = await idOf(newOwner);
    const newOwnerEmail = (await newOwner.get("/api/me")).body.profile.email as string;

    expect((await assign(admin, listingId, newOwnerEmail)).status).toBe(200);
    const closed = await submission(revision.body.id);
    expect(closed?.status).toBe("rejected");
    expect(closed?.reviewerNotes).toMatch(/assigned to another account/);
    const [audit] = await auditOf("listing.assign", listingId);
    expect(audit?.after).toMatchObject({ closedRevisions: [revision.body.id] });

    expectError(await decide(admin, revision.body.id, "approve"), 409);
    const after = await listing(listingId);
    expect(after?.vendorUserId).toBe(newOwnerId);
    expect(after?.name).toBe(form.name);
    // The new owner may edit it; the former one no longer can.
    expectError(await revise(vendor, listingId), 404);
    expect((await revise(newOwner, listingId)).status).toBe(201);
  });

  it("refuses to approve an edit whose sender no longer owns the listing", async () => {
    const { vendor, admin, listingId } = await liveListing();
    const revision = await revise(vendor, listingId);
    expect(revision.status).toBe(201);
    // The listing changed hands without the admin service (another instance, a restore).
    const newOwner = await signedUp(t, { role: "vendor" });
    const newOwnerId = await idOf(newOwner);
    await t.db
      .update(solutionsCatalog)
      .set({ vendorUserId: newOwnerId })
      .where(eq(solutionsCatalog.id, listingId));

    expectError(await decide(admin, revision.body.id, "approve"), 409, "CONFLICT");
    expect((await submission(revision.body.id))?.status).toBe("pending");
    const after = await listing(listingId);
    expect(after?.vendorUserId).toBe(newOwnerId);
    expect(after?.name).toBe(form.name);
  });

  it("is refused 403 EMAIL_NOT_VERIFIED while the vendor's address is unconfirmed, nothing written; sent once confirmed", async () => {
    const { vendor, listingId } = await liveListing();
    const email = (await vendor.get("/api/me")).body.profile.email as string;
    // The owner's address became unconfirmed again (e.g. it was changed since).
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.email, email));
    expectError(await revise(vendor, listingId), 403, "EMAIL_NOT_VERIFIED");
    expect(
      await t.db.select().from(toolSubmissions).where(eq(toolSubmissions.revisionOf, listingId)),
    ).toEqual([]);

    await confirmEmail(t, email);
    expect((await revise(vendor, listingId)).status).toBe(201);
  });

  it("cannot be assigned to a vendor who has not confirmed their address", async () => {
    const { admin, listingId, vendor } = await liveListing();
    const unconfirmed = await signedUp(t, { role: "vendor" }, { confirmEmail: false });
    const email = (await unconfirmed.get("/api/me")).body.profile.email as string;
    const refused = await assign(admin, listingId, email);
    expectError(refused, 400, "VALIDATION_FAILED");
    expect(refused.body.error.fields.email).toEqual([
      "This vendor has not confirmed their e-mail address yet.",
    ]);
    expect((await listing(listingId))?.vendorUserId).toBe(await idOf(vendor));
  });
});

describe("My Tools", () => {
  it("lists a listing an admin assigned without a submission, once, and the vendor can revise it", async () => {
    const vendor = await signedUp(t, { role: "vendor", name: "Layla Haddad" });
    const vendorId = await idOf(vendor);
    const [assigned] = await t.db
      .insert(solutionsCatalog)
      .values({
        slug: "ledger-lens",
        name: "Ledger Lens",
        category: "Finance & Accounting",
        shortDesc: "Reads invoices.",
        longDescription: "Reads invoices and receipts in Arabic and English.",
        pricingModel: "Free",
        caseStudies: ["First study.", "Second study."],
        vendorUserId: vendorId,
      })
      .returning();
    const pendingNew = await vendor.post("/api/tool-submissions", { ...form, name: "Brand New" });
    expect(pendingNew.status).toBe(201);

    const mine = await vendor.get("/api/vendor/submissions");
    expect(mine.body.total).toBe(2);
    expect(mine.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: null,
          listingId: assigned?.id,
          name: "Ledger Lens",
          status: null,
          liveSlug: "ledger-lens",
        }),
        expect.objectContaining({
          id: pendingNew.body.id,
          listingId: null,
          status: "pending",
          liveSlug: null,
        }),
      ]),
    );
    const paged = await vendor.get("/api/vendor/submissions?pageSize=1&page=2");
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items).toHaveLength(1);

    const filled = await vendor.get(`/api/vendor/listings/${assigned?.id}`);
    expect(filled.body).toMatchObject({
      description: "Reads invoices and receipts in Arabic and English.",
      websiteUrl: "",
      caseStudies: "First study.\n\nSecond study.",
      submitterName: "Layla Haddad",
      openRevision: null,
    });
    expect((await revise(vendor, assigned?.id as string)).status).toBe(201);
  });
});
