import { ROW_CAPS } from "@app/shared/limits";
import { adminReportListSchema, myReportListSchema, REPORT_LIMITS } from "@app/shared/reports";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { toolRatings } from "../src/db/schema/catalog.ts";
import { reports } from "../src/db/schema/reports.ts";
import { type Account, expectError, signedInAs } from "./accounts.ts";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client, confirmEmail } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

async function rate(who: Account, toolId: string, review = "Spam, call 555-0100 now.") {
  const res = await who.browser.send("PUT", `/api/tools/${toolId}/ratings/mine`, {
    rating: 1,
    review,
  });
  expect(res.status).toBe(200);
  return res.body.rating.id as string;
}

const reportListing = (who: Account, toolId: string, body: unknown) =>
  who.browser.post(`/api/tools/${toolId}/report`, body);

describe("reports of a listing", () => {
  it("takes a reason (Other needs words), one open report per user and listing, even at once", async () => {
    const tool = await insertTool(t.db, { name: "Broken Tool" });
    const user = await signedInAs(t, "business");
    expectError(await client(t).post(`/api/tools/${tool.id}/report`, { reason: "outdated" }), 401);
    for (const body of [
      {},
      { reason: "spam" },
      { reason: "other" },
      { reason: "other", details: "   " },
      { reason: "outdated", details: "x".repeat(REPORT_LIMITS.detailsMax + 1) },
      { reason: "outdated", extra: 1 },
    ]) {
      expectError(await reportListing(user, tool.id, body), 400, "VALIDATION_FAILED");
    }
    expect(await t.db.select().from(reports)).toEqual([]);

    const both = await Promise.all([
      reportListing(user, tool.id, { reason: "broken_link" }),
      reportListing(user, tool.id, { reason: "other", details: "The site is for sale." }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(reports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: "listing",
      solutionId: tool.id,
      ratingId: null,
      status: "open",
    });

    // Another user may report it too; a hidden or unknown listing cannot be reported.
    const other = await signedInAs(t, "vendor");
    expect((await reportListing(other, tool.id, { reason: "misleading" })).status).toBe(201);
    const hidden = await insertTool(t.db, { status: "hidden" });
    expectError(await reportListing(other, hidden.id, { reason: "outdated" }), 404);
    expectError(await reportListing(other, "not-a-uuid", { reason: "outdated" }), 400);
  });

  it("may be reported again once the admin has closed the first report", async () => {
    const tool = await insertTool(t.db);
    const user = await signedInAs(t, "business");
    const admin = await signedInAs(t, "admin");
    const first = await reportListing(user, tool.id, { reason: "outdated" });
    expectError(await reportListing(user, tool.id, { reason: "outdated" }), 409, "CONFLICT");
    const decided = await admin.browser.post(`/api/admin/reports/${first.body.id}/decision`, {
      outcome: "resolved",
      note: "Updated the pricing.",
    });
    expect(decided.status).toBe(200);
    expect((await reportListing(user, tool.id, { reason: "outdated" })).status).toBe(201);
  });
});

describe("reports a day (issue 46)", () => {
  it("an account files its day's reports of listings and reviews, then 429 with Retry-After, nothing written", async () => {
    const reporter = await signedInAs(t, "business");
    const author = await signedInAs(t, "business");
    const cap = ROW_CAPS.reportsPerAccountPerDay;
    const tools = await Promise.all(
      Array.from({ length: cap + 1 }, () => insertTool(t.db, { status: "published" })),
    );
    const body = { reason: "outdated" };
    for (const tool of tools.slice(0, cap)) {
      expect((await reportListing(reporter, tool.id, body)).status).toBe(201);
    }
    const last = tools.at(-1)?.id ?? "";
    const refused = await reportListing(reporter, last, body);
    expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60 * 60);
    const review = await rate(author, last);
    const spam = { reason: "spam" };
    expectError(await reporter.browser.post(`/api/reviews/${review}/report`, spam), 429);
    expect(await countRows(t.db, "reports")).toBe(cap);
    // Another account's day is its own.
    expect((await reportListing(author, last, body)).status).toBe(201);
  });
});

describe("who may report", () => {
  it("an unconfirmed address is refused 403 EMAIL_NOT_VERIFIED for a listing and a review, nothing written; once confirmed, both are filed", async () => {
    const tool = await insertTool(t.db);
    const author = await signedInAs(t, "business");
    const reviewId = await rate(author, tool.id);
    const reporter = await signedInAs(t, "business", {}, { confirmEmail: false });
    const listing = () => reportListing(reporter, tool.id, { reason: "outdated" });
    const review = () =>
      reporter.browser.post(`/api/reviews/${reviewId}/report`, { reason: "spam" });

    expectError(await listing(), 403, "EMAIL_NOT_VERIFIED");
    expectError(await review(), 403, "EMAIL_NOT_VERIFIED");
    expect(await t.db.select().from(reports)).toEqual([]);

    await confirmEmail(t, reporter.email);
    expect((await listing()).status).toBe(201);
    expect((await review()).status).toBe(201);
    expect(await t.db.select().from(reports)).toHaveLength(2);
  });
});

describe("reports of a review", () => {
  it("refuses one's own review and a hidden one; counts each report on the review", async () => {
    const tool = await insertTool(t.db);
    const author = await signedInAs(t, "business");
    const reporter = await signedInAs(t, "vendor");
    const reviewId = await rate(author, tool.id);
    const report = (who: Account, body: unknown) =>
      who.browser.post(`/api/reviews/${reviewId}/report`, body);
    expectError(await report(author, { reason: "spam" }), 403, "FORBIDDEN");
    expectError(await report(reporter, { reason: "broken_link" }), 400);
    expect(
      (await report(reporter, { reason: "conflict_of_interest", details: "Their competitor." }))
        .status,
    ).toBe(201);
    expectError(await report(reporter, { reason: "offensive" }), 409, "CONFLICT");
    const [row] = await t.db
      .select({ n: toolRatings.reportsCount })
      .from(toolRatings)
      .where(eq(toolRatings.id, reviewId));
    expect(row?.n).toBe(1);
    const [stored] = await t.db.select().from(reports).where(eq(reports.ratingId, reviewId));
    expect(stored).toMatchObject({
      subject: "review",
      solutionId: tool.id,
      reason: "conflict_of_interest",
    });
    const admin = await signedInAs(t, "admin");
    await admin.browser.post(`/api/admin/reviews/${reviewId}/hide`, { reason: "Spam link." });
    const late = await signedInAs(t, "business");
    expectError(await report(late, { reason: "spam" }), 404, "NOT_FOUND");
  });
});

describe("the admin's queue and the reporter's outcome", () => {
  it("lists open reports oldest first; resolve or dismiss once, audited; the reporter sees the outcome and note", async () => {
    const tool = await insertTool(t.db, { name: "Queue Tool", slug: "queue-tool" });
    const author = await signedInAs(t, "business", { name: "Rania Author" });
    const reporter = await signedInAs(t, "business", { name: "Omar Reporter" });
    const admin = await signedInAs(t, "admin", { name: "Ada Admin" });
    const reviewId = await rate(author, tool.id, "Buy followers at example.com");
    const listing = await reportListing(reporter, tool.id, {
      reason: "broken_link",
      details: "The demo link is a 404.",
    });
    const review = await reporter.browser.post(`/api/reviews/${reviewId}/report`, {
      reason: "spam",
    });

    // Only admins see the queue; only admins decide.
    expectError(await reporter.browser.get("/api/admin/reports"), 403);
    expectError(
      await reporter.browser.post(`/api/admin/reports/${listing.body.id}/decision`, {
        outcome: "dismissed",
      }),
      403,
    );

    const queue = adminReportListSchema.parse((await admin.browser.get("/api/admin/reports")).body);
    expect(queue.items.map((r) => r.id)).toEqual([listing.body.id, review.body.id]);
    expect(queue.openCount).toBe(2);
    expect(queue.items[0]).toMatchObject({
      subject: "listing",
      reason: "broken_link",
      details: "The demo link is a 404.",
      tool: { id: tool.id, slug: "queue-tool", name: "Queue Tool" },
      review: null,
      reporter: { name: "Omar Reporter", email: reporter.email },
      status: "open",
    });
    expect(queue.items[1]?.review).toEqual({
      id: reviewId,
      excerpt: "Buy followers at example.com",
      reviewerName: "Rania Author",
    });
    const onlyReviews = await admin.browser.get("/api/admin/reports?subject=review");
    expect(onlyReviews.body.items.map((r: { id: string }) => r.id)).toEqual([review.body.id]);

    const decide = (id: string, body: unknown) =>
      admin.browser.post(`/api/admin/reports/${id}/decision`, body);
    expectError(await decide(listing.body.id, { outcome: "open" }), 400);
    expectError(
      await decide(listing.body.id, { outcome: "resolved", note: "x".repeat(1001) }),
      400,
    );
    const resolved = await decide(listing.body.id, {
      outcome: "resolved",
      note: "  The vendor fixed the demo link.  ",
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.report).toMatchObject({
      status: "resolved",
      note: "The vendor fixed the demo link.",
      decidedBy: { name: "Ada Admin" },
    });
    expectError(await decide(listing.body.id, { outcome: "dismissed" }), 409, "CONFLICT");
    expect((await decide(review.body.id, { outcome: "dismissed" })).status).toBe(200);
    expectError(
      await decide("00000000-0000-4000-8000-000000000000", { outcome: "dismissed" }),
      404,
    );

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "report"), eq(auditLog.entityId, listing.body.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "report.resolve",
      before: { status: "open" },
      after: { status: "resolved", note: "The vendor fixed the demo link." },
    });

    const open = await admin.browser.get("/api/admin/reports");
    expect(open.body).toMatchObject({ items: [], total: 0, openCount: 0 });
    const closed = await admin.browser.get("/api/admin/reports?status=resolved");
    expect(closed.body.items.map((r: { id: string }) => r.id)).toEqual([listing.body.id]);

    // The reporter's own list, newest first, with the outcome; another user sees none of it.
    const mine = myReportListSchema.parse((await reporter.browser.get("/api/me/reports")).body);
    expect(mine.items.map((r) => [r.subject, r.status, r.note])).toEqual([
      ["review", "dismissed", null],
      ["listing", "resolved", "The vendor fixed the demo link."],
    ]);
    expect(JSON.stringify(mine)).not.toContain("Ada Admin");
    expect((await author.browser.get("/api/me/reports")).body.total).toBe(0);
    expectError(await client(t).get("/api/me/reports"), 401);
  });
});
