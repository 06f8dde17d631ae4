import { CONTENT_LIMITS } from "@app/shared/content";
import { REPORT_LIMITS } from "@app/shared/reports";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { solutionsCatalog, toolRatings } from "../src/db/schema/catalog.ts";
import { reports } from "../src/db/schema/reports.ts";
import { type Account, expectError, signedInAs } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

async function rate(who: Account, toolId: string, rating: number, review = "Useful every day.") {
  const res = await who.browser.send("PUT", `/api/tools/${toolId}/ratings/mine`, {
    rating,
    review,
  });
  expect(res.status).toBe(200);
  return res.body.rating.id as string;
}

const toolNumbers = async (id: string) =>
  (
    await t.db
      .select({ rating: solutionsCatalog.rating, reviewsCount: solutionsCatalog.reviewsCount })
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, id))
  )[0];

const sitemapLocs = async () => {
  const xml = await (await t.app.request("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
};
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe("who may manage content", () => {
  it("visitor 401, business and vendor 403 on every admin route; nothing changes", async () => {
    const business = await signedInAs(t, "business");
    const vendor = await signedInAs(t, "vendor");
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db);
    const author = await signedInAs(t, "business");
    const reviewId = await rate(author, tool.id, 4);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/listings"],
      ["GET", `/api/admin/listings/${tool.id}`],
      ["PATCH", `/api/admin/listings/${tool.id}`, { name: "Taken over" }],
      ["PUT", `/api/admin/listings/${tool.id}/vendor`, { email: vendor.email }],
      ["PATCH", `/api/admin/listings/${tool.id}/flags`, { featured: true }],
      ["POST", `/api/admin/listings/${tool.id}/hide`, { reason: "Spam listing." }],
      ["POST", `/api/admin/listings/${tool.id}/unhide`, {}],
      ["GET", "/api/admin/reviews"],
      ["POST", `/api/admin/reviews/${reviewId}/hide`, { reason: "Abusive words." }],
      ["POST", `/api/admin/reviews/${reviewId}/unhide`, {}],
    ];
    for (const [method, path, body] of calls) {
      expectError(await client(t).send(method, path, body), 401, "UNAUTHENTICATED");
      expectError(await business.browser.send(method, path, body), 403, "FORBIDDEN");
      expectError(await vendor.browser.send(method, path, body), 403, "FORBIDDEN");
    }
    const [row] = await t.db
      .select()
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, tool.id));
    expect(row).toMatchObject({ name: tool.name, status: "published", featured: false });
    expect(row?.vendorUserId).toBeNull();
    expect(await t.db.select().from(auditLog)).toEqual([]);
    expect((await admin.browser.get("/api/admin/listings")).status).toBe(200);
    expect((await admin.browser.get("/api/admin/reviews")).status).toBe(200);
    // Reporting needs only a signed-in account.
    expectError(await client(t).post(`/api/reviews/${reviewId}/report`, {}), 401);
  });

  it("refuses malformed ids, bodies and queries with 400 and unknown ids with 404", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db);
    const a = admin.browser;
    for (const id of ["not-a-uuid", "1", "%00"]) {
      expectError(await a.get(`/api/admin/listings/${id}`), 400, "VALIDATION_FAILED");
      expectError(await a.post(`/api/admin/reviews/${id}/unhide`), 400, "VALIDATION_FAILED");
    }
    const edit = (body: unknown) => a.send("PATCH", `/api/admin/listings/${tool.id}`, body);
    for (const body of [
      {},
      { name: "" },
      { name: "x".repeat(121) },
      { category: "Astrology" },
      { websiteUrl: "javascript:alert(1)" },
      { features: ["x".repeat(201)] },
      { industryTags: ["moon"] },
      { slug: "new-slug" },
      { freeTrial: "yes" },
    ]) {
      const res = await edit(body);
      expectError(res, 400, "VALIDATION_FAILED");
    }
    const nameTooLong = await edit({ name: "x".repeat(121) });
    expect(Object.keys(nameTooLong.body.error.fields)).toContain("name");
    expectError(
      await a.post(`/api/admin/listings/${tool.id}/hide`, { reason: "no" }),
      400,
      "VALIDATION_FAILED",
    );
    expectError(
      await a.post(`/api/admin/listings/${tool.id}/hide`, {
        reason: "x".repeat(CONTENT_LIMITS.reasonMax + 1),
      }),
      400,
    );
    expectError(await a.send("PATCH", `/api/admin/listings/${tool.id}/flags`, {}), 400);
    expectError(await a.get("/api/admin/listings?status=deleted"), 400);
    expectError(await a.get("/api/admin/listings?pageSize=101"), 400);
    expectError(await a.get("/api/admin/reviews?filter=spam"), 400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await a.get(`/api/admin/listings/${unknown}`), 404, "NOT_FOUND");
    expectError(await a.send("PATCH", `/api/admin/listings/${unknown}`, { name: "Fine" }), 404);
    expectError(await a.post(`/api/admin/reviews/${unknown}/hide`, { reason: "Abusive." }), 404);
    expectError(await a.post(`/api/reviews/${unknown}/report`, { reason: "spam" }), 404);
  });

  it("documents every route in the OpenAPI document", async () => {
    const { paths } = (await client(t).get("/api/openapi.json")).body;
    expect(paths["/api/admin/listings"].get.responses["403"]).toBeDefined();
    expect(paths["/api/admin/listings/{id}"].patch.responses["400"]).toBeDefined();
    expect(paths["/api/admin/listings/{id}/vendor"].put).toBeDefined();
    expect(paths["/api/admin/listings/{id}/flags"].patch).toBeDefined();
    expect(paths["/api/admin/listings/{id}/hide"].post.responses["409"]).toBeDefined();
    expect(paths["/api/admin/listings/{id}/unhide"].post).toBeDefined();
    expect(paths["/api/admin/reviews"].get).toBeDefined();
    expect(paths["/api/admin/reviews/{id}/hide"].post.responses["409"]).toBeDefined();
    expect(paths["/api/reviews/{id}/report"].post.responses["409"]).toBeDefined();
  });
});

describe("listings", () => {
  it("lists every status by name, searches names (case-insensitive, literal %), pages", async () => {
    const admin = await signedInAs(t, "admin");
    await insertTool(t.db, { name: "Invoice Robot" });
    await insertTool(t.db, { name: "Ticket Desk", status: "hidden" });
    await insertTool(t.db, { name: "100% Uptime" });
    await insertTool(t.db, { name: "Invoice Scanner", featured: true });
    const list = (qs: string) => admin.browser.get(`/api/admin/listings${qs}`);
    const all = await list("");
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual([
      "100% Uptime",
      "Invoice Robot",
      "Invoice Scanner",
      "Ticket Desk",
    ]);
    expect(all.body.total).toBe(4);
    const invoice = (await list("?q=INVOICE")).body;
    expect(names(invoice)).toEqual(["Invoice Robot", "Invoice Scanner"]);
    expect(invoice).toMatchObject({ total: 2, totalCapped: false });
    expect(names((await list("?q=%25")).body)).toEqual(["100% Uptime"]);
    expect(names((await list("?status=hidden")).body)).toEqual(["Ticket Desk"]);
    const paged = (await list("?pageSize=3&page=2")).body;
    expect(names(paged)).toEqual(["Ticket Desk"]);
    expect(paged.total).toBe(4);
  });

  it("edits fields with the shared schema, keeps the slug, audits before and after", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db, { name: "Old Name" });
    const res = await admin.browser.send("PATCH", `/api/admin/listings/${tool.id}`, {
      name: "  New Name  ",
      pricing: "From $10 a month",
      websiteUrl: "https://example.com",
      features: ["Invoices", "Receipts"],
      industryTags: ["retail", "finance"],
      longDescription: "",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "New Name",
      slug: tool.slug,
      pricing: "From $10 a month",
      websiteUrl: "https://example.com",
      features: ["Invoices", "Receipts"],
      industryTags: ["retail", "finance"],
      longDescription: null,
    });
    const detail = await admin.browser.get(`/api/admin/listings/${tool.id}`);
    expect(detail.body).toMatchObject({ name: "New Name", shortDesc: tool.shortDesc });
    const [audit] = await auditOf("listing.edit", tool.id);
    expect(audit?.actorUserId).toBe(admin.id);
    expect(audit?.before).toMatchObject({ name: "Old Name", pricing: null });
    expect(audit?.after).toMatchObject({ name: "New Name", pricing: "From $10 a month" });
    // The public page shows the edit.
    expect((await client(t).get(`/api/tools/${tool.slug}`)).body.tool.name).toBe("New Name");
  });

  it("assigns to a vendor by e-mail (only a vendor account), and unassigns", async () => {
    const admin = await signedInAs(t, "admin");
    const vendor = await signedInAs(t, "vendor");
    const business = await signedInAs(t, "business");
    const tool = await insertTool(t.db);
    const assign = (email: string | null) =>
      admin.browser.send("PUT", `/api/admin/listings/${tool.id}/vendor`, { email });
    for (const email of [business.email, "nobody@example.com"]) {
      const refused = await assign(email);
      expectError(refused, 400, "VALIDATION_FAILED");
      expect(refused.body.error.fields.email).toHaveLength(1);
    }
    expectError(await assign("not an e-mail"), 400, "VALIDATION_FAILED");
    const res = await assign(vendor.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.vendorEmail).toBe(vendor.email);
    const [row] = await t.db
      .select()
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, tool.id));
    expect(row?.vendorUserId).toBe(vendor.id);
    // The vendor now owns it: their stats list it.
    expect((await vendor.browser.get("/api/vendor/stats")).body.toolsListed).toBe(1);
    const [audit] = await auditOf("listing.assign", tool.id);
    expect(audit?.before).toMatchObject({ vendorUserId: null });
    expect(audit?.after).toMatchObject({ vendorUserId: vendor.id });
    const cleared = await assign(null);
    expect(cleared.body.vendorEmail).toBeNull();
    expect((await vendor.browser.get("/api/vendor/stats")).body.toolsListed).toBe(0);
    expect(await auditOf("listing.assign", tool.id)).toHaveLength(2);
  });

  it("features and verifies, and undoes both, each audited", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db);
    const flags = (body: unknown) =>
      admin.browser.send("PATCH", `/api/admin/listings/${tool.id}/flags`, body);
    expect((await flags({ featured: true })).body).toMatchObject({
      featured: true,
      verified: false,
    });
    expect((await flags({ verified: true })).body).toMatchObject({
      featured: true,
      verified: true,
    });
    expect((await client(t).get(`/api/tools/${tool.id}`)).body.tool).toMatchObject({
      featured: true,
      verified: true,
    });
    expect((await flags({ featured: false, verified: false })).body).toMatchObject({
      featured: false,
      verified: false,
    });
    const audits = await auditOf("listing.flags", tool.id);
    expect(audits).toHaveLength(3);
  });

  it("hides a tool from search, the sitemap and its page at once, and brings it back", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db, { name: "Zebra Ledger" });
    const other = await insertTool(t.db, { name: "Zebra Counter" });
    const search = async () => names((await client(t).get("/api/tools?q=zebra")).body).sort();
    // Warm the search index and the sitemap first: hiding must not wait for any cache.
    expect(await search()).toEqual(["Zebra Counter", "Zebra Ledger"]);
    expect(await sitemapLocs()).toContain(`http://localhost:3000/tool/${tool.id}`);
    expect((await client(t).get("/api/tools")).body.total).toBe(2);

    const hidden = await admin.browser.post(`/api/admin/listings/${tool.id}/hide`, {
      reason: "The vendor's site is gone.",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.status).toBe("hidden");
    expect(await search()).toEqual(["Zebra Counter"]);
    expect((await client(t).get("/api/tools")).body.total).toBe(1);
    expect(await sitemapLocs()).not.toContain(`http://localhost:3000/tool/${tool.id}`);
    expect(await sitemapLocs()).toContain(`http://localhost:3000/tool/${other.id}`);
    expectError(await client(t).get(`/api/tools/${tool.slug}`), 404);
    expect((await t.app.request(`/tool/${tool.slug}`)).status).toBe(404);
    // The admin still finds it.
    expect((await admin.browser.get(`/api/admin/listings/${tool.id}`)).body.status).toBe("hidden");
    expectError(
      await admin.browser.post(`/api/admin/listings/${tool.id}/hide`, { reason: "Again." }),
      409,
      "CONFLICT",
    );
    const [audit] = await auditOf("listing.hide", tool.id);
    expect(audit?.before).toMatchObject({ status: "published" });
    expect(audit?.after).toMatchObject({ status: "hidden", reason: "The vendor's site is gone." });

    expect((await admin.browser.post(`/api/admin/listings/${tool.id}/unhide`)).status).toBe(200);
    expect(await search()).toEqual(["Zebra Counter", "Zebra Ledger"]);
    expect(await sitemapLocs()).toContain(`http://localhost:3000/tool/${tool.id}`);
    expect((await client(t).get(`/api/tools/${tool.slug}`)).status).toBe(200);
    expect((await t.app.request(`/tool/${tool.slug}`)).status).toBe(200);
    expectError(await admin.browser.post(`/api/admin/listings/${tool.id}/unhide`), 409);
    expect(await auditOf("listing.unhide", tool.id)).toHaveLength(1);
  });

  it("two admins editing at once both land, one after the other, each audited", async () => {
    const one = await signedInAs(t, "admin");
    const two = await signedInAs(t, "admin");
    const tool = await insertTool(t.db);
    const results = await Promise.all([
      one.browser.send("PATCH", `/api/admin/listings/${tool.id}`, { name: "First" }),
      two.browser.send("PATCH", `/api/admin/listings/${tool.id}/flags`, { featured: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await t.db
      .select()
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, tool.id));
    expect(row).toMatchObject({ name: "First", featured: true });
    const [edit] = await auditOf("listing.edit", tool.id);
    const [flag] = await auditOf("listing.flags", tool.id);
    // Whichever ran second saw the first one's change as its "before".
    const secondSawFirst =
      (edit?.before as { featured?: boolean } | undefined)?.featured === true ||
      (flag?.before as { name?: string } | undefined)?.name === "First";
    expect(secondSawFirst).toBe(true);
  });
});

describe("reviews", () => {
  it("hiding a review takes it out of the list, the rating and the count; unhiding restores", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db);
    const [a, b, c] = [
      await signedInAs(t, "business"),
      await signedInAs(t, "business"),
      await signedInAs(t, "vendor"),
    ];
    await rate(a, tool.id, 5);
    await rate(b, tool.id, 4);
    const bad = await rate(c, tool.id, 1, "Rubbish, buy my tool instead.");
    expect(await toolNumbers(tool.id)).toEqual({ rating: 3.333, reviewsCount: 3 });

    const hidden = await admin.browser.post(`/api/admin/reviews/${bad}/hide`, {
      reason: "Advertises a competitor.",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.tool).toEqual({ rating: 4.5, reviewsCount: 2 });
    expect(hidden.body.review).toMatchObject({ hiddenReason: "Advertises a competitor." });
    expect(await toolNumbers(tool.id)).toEqual({ rating: 4.5, reviewsCount: 2 });
    const page = await client(t).get(`/api/tools/${tool.id}`);
    expect(page.body.tool).toMatchObject({ rating: 4.5, reviewsCount: 2 });
    const reviews = await client(t).get(`/api/tools/${tool.id}/reviews`);
    expect(reviews.body.total).toBe(2);
    expect(reviews.body.items.map((r: { id: string }) => r.id)).not.toContain(bad);
    expectError(
      await admin.browser.post(`/api/admin/reviews/${bad}/hide`, { reason: "Again, spam." }),
      409,
    );
    const [audit] = await auditOf("review.hide", bad);
    expect(audit?.before).toMatchObject({ hiddenAt: null, rating: 1 });
    expect(audit?.after).toMatchObject({ hiddenReason: "Advertises a competitor." });
    const hiddenList = await admin.browser.get("/api/admin/reviews?filter=hidden");
    expect(hiddenList.body.items.map((r: { id: string }) => r.id)).toEqual([bad]);

    const shown = await admin.browser.post(`/api/admin/reviews/${bad}/unhide`);
    expect(shown.body.tool).toEqual({ rating: 3.3, reviewsCount: 3 });
    expect(await toolNumbers(tool.id)).toEqual({ rating: 3.333, reviewsCount: 3 });
    expect((await client(t).get(`/api/tools/${tool.id}/reviews`)).body.total).toBe(3);
    expectError(await admin.browser.post(`/api/admin/reviews/${bad}/unhide`), 409);
    expect(await auditOf("review.unhide", bad)).toHaveLength(1);
  });

  it("a user reports a review once, not their own; the admin filters reported ones", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db, { name: "Reported Tool" });
    const author = await signedInAs(t, "business");
    const reporter = await signedInAs(t, "vendor");
    const other = await signedInAs(t, "business");
    const reviewId = await rate(author, tool.id, 2, "Terrible, call 555-0100 for a better one.");
    const quiet = await rate(other, tool.id, 5);

    const report = (who: Account, body: unknown = { reason: "spam" }) =>
      who.browser.post(`/api/reviews/${reviewId}/report`, body);
    expectError(await report(author), 403, "FORBIDDEN");
    expectError(
      await report(reporter, {
        reason: "spam",
        details: "x".repeat(REPORT_LIMITS.detailsMax + 1),
      }),
      400,
    );
    const first = await report(reporter, { reason: "spam", details: "Spam phone number." });
    expect(first.status).toBe(201);
    expectError(await report(reporter, { reason: "offensive" }), 409, "CONFLICT");
    // Two reports at once from one user are still one.
    const twice = await Promise.all([report(other), report(other)]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(reports).where(eq(reports.ratingId, reviewId));
    expect(rows).toHaveLength(2);
    const [counted] = await t.db
      .select({ n: toolRatings.reportsCount })
      .from(toolRatings)
      .where(eq(toolRatings.id, reviewId));
    expect(counted?.n).toBe(2);

    const reported = await admin.browser.get("/api/admin/reviews?filter=reported");
    expect(reported.body.total).toBe(1);
    expect(reported.body.items[0]).toMatchObject({
      id: reviewId,
      toolName: "Reported Tool",
      reviewerEmail: author.email,
      reportsCount: 2,
      reportReasons: ["Spam phone number."],
    });
    const all = await admin.browser.get("/api/admin/reviews");
    // Newest first: the second review was written after the reported one.
    expect(all.body.items.map((r: { id: string }) => r.id)).toEqual([quiet, reviewId]);
    const second = await admin.browser.get("/api/admin/reviews?pageSize=1&page=2");
    expect(second.body.items.map((r: { id: string }) => r.id)).toEqual([reviewId]);
    expect(second.body.total).toBe(2);

    // A hidden review cannot be reported any more.
    await admin.browser.post(`/api/admin/reviews/${reviewId}/hide`, { reason: "Spam number." });
    const late = await signedInAs(t, "business");
    expectError(await report(late), 404);
  });
});
