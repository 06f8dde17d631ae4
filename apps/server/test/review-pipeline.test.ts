import { REVIEW_LIMITS } from "@app/shared/review";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { toolSubmissions } from "../src/db/schema/leads.ts";
import { type Browser, expectError, signedInAdmin } from "./accounts.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const idOf = async (browser: Browser): Promise<string> =>
  (await browser.get("/api/me")).body.profile.id;

/** The account's own (confirmed) address, where decisions about its submissions are mailed. */
const emailOf = async (browser: Browser): Promise<string> =>
  (await browser.get("/api/me")).body.profile.email;

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
  integrations: ["Shopify", "WhatsApp Business API"],
  agreeToTerms: true,
  language: "en",
};

async function submit(vendor: Browser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await vendor.post("/api/tool-submissions", { ...form, ...overrides });
  expect(res.status).toBe(201);
  return res.body.id;
}

const decide = (admin: Browser, id: string, step: string, body: unknown = {}) =>
  admin.post(`/api/admin/submissions/${id}/${step}`, body);

const mailsTo = (address: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe("who may call the review routes", () => {
  it("admin routes: visitor 401, business and vendor 403, admin 200; vendor routes: visitor 401, business 403", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const business = await signedUp(t);
    const visitor = client(t);
    const admin = await signedInAdmin(t);
    const id = await submit(vendor);
    const reason = { reason: "Not a fit for the catalogue." };

    const adminCalls: [string, string, unknown?][] = [
      ["GET", "/api/admin/submissions"],
      ["GET", `/api/admin/submissions/${id}`],
      ["POST", `/api/admin/submissions/${id}/approve`, {}],
      ["POST", `/api/admin/submissions/${id}/reject`, reason],
      ["POST", `/api/admin/submissions/${id}/request-changes`, reason],
    ];
    for (const [method, path, body] of adminCalls) {
      expectError(await visitor.send(method, path, body), 401);
      expectError(await business.send(method, path, body), 403);
      expectError(await vendor.send(method, path, body), 403);
    }
    const vendorCalls: [string, string, unknown?][] = [
      ["GET", "/api/vendor/submissions"],
      ["PUT", `/api/vendor/submissions/${id}`, form],
    ];
    for (const [method, path, body] of vendorCalls) {
      expectError(await visitor.send(method, path, body), 401);
      expectError(await business.send(method, path, body), 403);
    }
    // Nothing was decided by anyone but the admin.
    const [row] = await t.db.select().from(toolSubmissions).where(eq(toolSubmissions.id, id));
    expect(row?.status).toBe("pending");
    expect(await t.db.select().from(auditLog)).toEqual([]);

    expect((await admin.get("/api/admin/submissions")).status).toBe(200);
    expect((await admin.get(`/api/admin/submissions/${id}`)).status).toBe(200);
    expect((await vendor.get("/api/vendor/submissions")).status).toBe(200);
    expect((await decide(admin, id, "approve")).status).toBe(200);
  });

  it("answers a malformed id with 400 and an unknown one with 404, in the error shape", async () => {
    const admin = await signedInAdmin(t);
    expectError(await admin.get("/api/admin/submissions/not-a-uuid"), 400);
    expectError(await decide(admin, "12345", "approve"), 400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await admin.get(`/api/admin/submissions/${unknown}`), 404);
    expectError(await decide(admin, unknown, "approve"), 404);
    expectError(await decide(admin, unknown, "reject", { reason: "Unknown tool." }), 404);
  });
});

describe("the review queue", () => {
  it("lists one status oldest first, paged and counted, and shows every field sent", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const ids: string[] = [];
    for (const name of ["First Tool", "Second Tool", "Third Tool"]) {
      ids.push(await submit(vendor, { name }));
    }
    // Same second of creation must not change the order: make the times distinct and known.
    for (const [i, id] of ids.entries()) {
      await t.db
        .update(toolSubmissions)
        .set({ createdAt: new Date(Date.UTC(2030, 0, 1 + i)) })
        .where(eq(toolSubmissions.id, id));
    }
    await decide(admin, ids[1] as string, "reject", { reason: "Duplicate of another tool." });

    const page1 = await admin.get("/api/admin/submissions?pageSize=1");
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.body.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    const page2 = await admin.get("/api/admin/submissions?status=pending&page=2&pageSize=1");
    expect(page2.body.items.map((i: { id: string }) => i.id)).toEqual([ids[2]]);
    const rejected = await admin.get("/api/admin/submissions?status=rejected");
    expect(rejected.body).toMatchObject({ total: 1, pageSize: REVIEW_LIMITS.pageSizeDefault });
    expect(rejected.body.items[0]).toMatchObject({ id: ids[1], status: "rejected" });

    expectError(await admin.get("/api/admin/submissions?status=live"), 400);
    expectError(
      await admin.get(`/api/admin/submissions?pageSize=${REVIEW_LIMITS.pageSizeMax + 1}`),
      400,
    );
    expectError(await admin.get("/api/admin/submissions?page=0"), 400);

    const detail = await admin.get(`/api/admin/submissions/${ids[0]}`);
    const { agreeToTerms: _agree, ...sent } = form;
    expect(detail.body).toMatchObject({
      ...sent,
      name: "First Tool",
      id: ids[0],
      status: "pending",
      submitterUserId: await idOf(vendor),
      reviewerNotes: null,
      reviewedBy: null,
      revisionOf: null,
      catalogSolutionId: null,
    });
    expect(detail.body).not.toHaveProperty("idempotencyKey");
  });
});

describe("approving", () => {
  it("lists the tool verified and owned, searchable at once, tells the vendor in their language, and audits it", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const visitor = client(t);
    const name = "Qahwa Ledger";
    const id = await submit(vendor, { name, language: "ar" });
    // The search index is loaded before the approval, so it must catch up with it.
    expect((await visitor.get(`/api/tools?q=${encodeURIComponent(name)}`)).body.total).toBe(0);

    const res = await decide(admin, id, "approve");
    expect(res.status).toBe(200);
    expect(res.body.liveSlug).toBe("qahwa-ledger");
    expect(res.body.submission).toMatchObject({
      id,
      status: "approved",
      reviewedBy: await idOf(admin),
    });

    const [listing] = await t.db
      .select()
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.slug, "qahwa-ledger"));
    expect(listing).toMatchObject({
      name,
      verified: true,
      status: "published",
      vendorUserId: await idOf(vendor),
      longDescription: form.description,
      websiteUrl: form.websiteUrl,
      features: form.features,
      caseStudies: [form.caseStudies],
    });
    expect(res.body.submission.catalogSolutionId).toBe(listing?.id);

    const found = await visitor.get(`/api/tools?q=${encodeURIComponent(name)}`);
    expect(found.body.items.map((i: { slug: string }) => i.slug)).toEqual(["qahwa-ledger"]);
    expect(found.body.items[0].verified).toBe(true);
    expect((await visitor.get("/api/tools/qahwa-ledger")).status).toBe(200);

    const mine = await vendor.get("/api/vendor/submissions");
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id, status: "approved", liveSlug: "qahwa-ledger" }),
    ]);

    const mails = await mailsTo(await emailOf(vendor));
    const approved = mails.find((m) => m.template === "submission-approved");
    expect(approved?.subject).toBe(`أداة الذكاء الاصطناعي الخاصة بك متاحة الآن: ${name}`);
    expect(approved?.text).toContain("http://localhost:3000/tool/qahwa-ledger");
    expect(approved?.html).toContain('dir="rtl"');

    const [audit] = await auditOf("submission.approve", id);
    expect(audit).toMatchObject({
      actorUserId: await idOf(admin),
      entityType: "submission",
      before: { status: "pending", catalogSolutionId: null, reviewedBy: null },
      after: { status: "approved", catalogSolutionId: listing?.id },
    });
    const [created] = await auditOf("listing.create", listing?.id as string);
    expect(created).toMatchObject({
      before: null,
      after: { slug: "qahwa-ledger", verified: true },
    });
  });

  it("answers a second approval with 409 and changes nothing more", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const id = await submit(vendor);
    expect((await decide(admin, id, "approve")).status).toBe(200);
    const again = await decide(admin, id, "approve");
    expectError(again, 409);
    expect(again.body.error.code).toBe("CONFLICT");
    expect(await t.db.select().from(solutionsCatalog)).toHaveLength(1);
    expect(await auditOf("submission.approve", id)).toHaveLength(1);
    const approvals = (await mailsTo(await emailOf(vendor))).filter(
      (m) => m.template === "submission-approved",
    );
    expect(approvals).toHaveLength(1);
  });

  it("creates exactly one listing when two admins approve at once", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const [first, second] = [await signedInAdmin(t), await signedInAdmin(t)];
    const id = await submit(vendor);
    const answers = await Promise.all([
      decide(first, id, "approve"),
      decide(second, id, "approve"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(solutionsCatalog)).toHaveLength(1);
    expect(await auditOf("submission.approve", id)).toHaveLength(1);
  });

  it("numbers the slug when another tool has the name, and names an Arabic-only tool 'tool'", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const slugs: string[] = [];
    for (const name of ["Souq Helper", "Souq  Helper!", "مساعد السوق", "مساعد المتجر"]) {
      const res = await decide(admin, await submit(vendor, { name }), "approve");
      slugs.push(res.body.liveSlug);
    }
    expect(slugs).toEqual(["souq-helper", "souq-helper-2", "tool", "tool-2"]);
  });

  it("updates the live listing a revision edits instead of adding one", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const original = await decide(admin, await submit(vendor, { language: "hi" }), "approve");
    const listingId = original.body.submission.catalogSolutionId as string;
    await t.db
      .update(solutionsCatalog)
      .set({ featured: true })
      .where(eq(solutionsCatalog.id, listingId));

    const [revision] = await t.db
      .insert(toolSubmissions)
      .values({
        ...form,
        name: "Souq Helper Pro",
        description: "Now with voice notes.",
        language: "hi",
        submitterUserId: await idOf(vendor),
        revisionOf: listingId,
      })
      .returning();
    const res = await decide(admin, revision?.id as string, "approve");
    expect(res.status).toBe(200);
    expect(res.body.liveSlug).toBe("souq-helper");
    expect(res.body.submission.catalogSolutionId).toBe(listingId);

    const rows = await t.db.select().from(solutionsCatalog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: listingId,
      slug: "souq-helper",
      name: "Souq Helper Pro",
      shortDesc: "Now with voice notes.",
      featured: true,
      verified: true,
    });
    const [updated] = await auditOf("listing.update", listingId);
    expect(updated).toMatchObject({
      before: { name: "Souq Helper" },
      after: { name: "Souq Helper Pro" },
    });
    const revised = (await mailsTo(await emailOf(vendor))).find(
      (m) => m.subject === "Souq Helper Pro में आपके बदलाव अब लाइव हैं",
    );
    expect(revised?.template).toBe("submission-approved");
    const found = await client(t).get("/api/tools?q=Souq%20Helper%20Pro");
    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([listingId]);
  });
});

describe("rejecting and requesting changes", () => {
  it("needs a reason, shows it to the vendor, e-mails it, and allows no approval afterwards", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const id = await submit(vendor, { language: "hi" });
    expectError(await decide(admin, id, "reject"), 400);
    expectError(await decide(admin, id, "reject", { reason: "no" }), 400);
    expectError(await decide(admin, id, "reject", { reason: "x".repeat(2001) }), 400);
    expectError(await decide(admin, id, "request-changes", { reason: "  " }), 400);

    const reason = "The website does not describe the product.";
    const res = await decide(admin, id, "reject", { reason });
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({ status: "rejected", reviewerNotes: reason });
    expect(res.body.liveSlug).toBeNull();

    const mine = await vendor.get("/api/vendor/submissions");
    expect(mine.body.items[0]).toMatchObject({
      id,
      status: "rejected",
      reviewerNotes: reason,
      liveSlug: null,
    });
    const [mail] = (await mailsTo(await emailOf(vendor))).filter(
      (m) => m.template === "submission-rejected",
    );
    expect(mail?.subject).toBe(`आपका एआई टूल स्वीकृत नहीं हुआ: ${form.name}`);
    expect(mail?.text).toContain(`कारण: ${reason}`);

    for (const step of ["approve", "reject", "request-changes"]) {
      const again = await decide(admin, id, step, { reason: "Second thoughts." });
      expectError(again, 409);
    }
    expect(await t.db.select().from(solutionsCatalog)).toEqual([]);
    const [audit] = await auditOf("submission.reject", id);
    expect(audit).toMatchObject({
      before: { status: "pending", reviewerNotes: null },
      after: { status: "rejected", reviewerNotes: reason },
    });
  });

  it("sends changes back to the vendor, who resubmits, and the resubmission can be approved", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const otherVendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const id = await submit(vendor);
    const resubmitted = { ...form, name: "Souq Helper 2", language: "ar" };
    // Not before changes were requested.
    expectError(await vendor.send("PUT", `/api/vendor/submissions/${id}`, resubmitted), 409);

    const notes = "Please add pricing details and a case study with figures.";
    const res = await decide(admin, id, "request-changes", { reason: notes });
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({
      status: "changes_requested",
      reviewerNotes: notes,
    });
    expect((await vendor.get("/api/vendor/submissions")).body.items[0]).toMatchObject({
      status: "changes_requested",
      reviewerNotes: notes,
    });
    const [mail] = (await mailsTo(await emailOf(vendor))).filter(
      (m) => m.template === "submission-changes-requested",
    );
    expect(mail?.subject).toBe(`Changes needed before we list ${form.name}`);
    expect(mail?.text).toContain(`Reviewer's notes: ${notes}`);
    expect(mail?.text).toContain("http://localhost:3000/dashboard/vendor");
    expect(await auditOf("submission.request-changes", id)).toHaveLength(1);
    expectError(await decide(admin, id, "approve"), 409);

    // Someone else's submission is not there for them; the form's rules still apply.
    expectError(await otherVendor.send("PUT", `/api/vendor/submissions/${id}`, resubmitted), 404);
    expect((await otherVendor.get("/api/vendor/submissions")).body.items).toEqual([]);
    expectError(
      await vendor.send("PUT", `/api/vendor/submissions/${id}`, { ...resubmitted, name: "" }),
      400,
    );
    // As on the submission form, an over-long field is named (400), not refused as a body (413).
    const tooLong = await vendor.send("PUT", `/api/vendor/submissions/${id}`, {
      ...resubmitted,
      description: "क".repeat(25_000),
    });
    expectError(tooLong, 400);
    expect(Object.keys(tooLong.body.error.fields)).toEqual(["description"]);

    const back = await vendor.send("PUT", `/api/vendor/submissions/${id}`, resubmitted);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      id,
      status: "pending",
      name: "Souq Helper 2",
      language: "ar",
    });
    expectError(await vendor.send("PUT", `/api/vendor/submissions/${id}`, resubmitted), 409);
    expect(await auditOf("submission.resubmit", id)).toHaveLength(1);

    const approved = await decide(admin, id, "approve");
    expect(approved.status).toBe(200);
    expect(approved.body.liveSlug).toBe("souq-helper-2");
    expect((await vendor.get("/api/vendor/submissions")).body.items[0]).toMatchObject({
      status: "approved",
      liveSlug: "souq-helper-2",
    });
  });
});
