import { VENDOR_ANALYTICS_LIMITS } from "@app/shared/vendor-analytics";
import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, toolRatings, userFavorites } from "../src/db/schema/catalog.ts";
import { type Browser, expectError, signedInAdmin } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const idOf = async (browser: Browser): Promise<string> =>
  (await browser.get("/api/me")).body.profile.id;

/** `ago` UTC days before today at the given UTC hour (today's may lie ahead: still today). */
function utcDay(ago: number, hour = 12): Date {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ago, hour, 0, 0),
  );
}
const dayText = (ago: number) => utcDay(ago).toISOString().slice(0, 10);
/** The last `n` UTC days, oldest first, as the API lists them. */
const lastDays = (n: number) => Array.from({ length: n }, (_, i) => dayText(n - 1 - i));
/** A zero series of `n` days with the given counts at "days ago" positions. */
function series(n: number, at: Record<number, number> = {}): number[] {
  const values = new Array<number>(n).fill(0);
  for (const [ago, count] of Object.entries(at)) values[n - 1 - Number(ago)] = count;
  return values;
}

describe("GET /api/vendor/analytics", () => {
  it("visitor 401, business 403, vendor and admin 200; bad input 400", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const business = await signedUp(t);
    const admin = await signedInAdmin(t);
    expectError(await client(t).get("/api/vendor/analytics"), 401);
    expectError(await business.get("/api/vendor/analytics"), 403);
    expect((await vendor.get("/api/vendor/analytics")).status).toBe(200);
    expect((await admin.get("/api/vendor/analytics")).status).toBe(200);
    expectError(await vendor.get("/api/vendor/analytics?tool=not-a-uuid"), 400);
    expectError(await vendor.get("/api/vendor/analytics?days=0"), 400);
    expectError(await vendor.get("/api/vendor/analytics?days=1000"), 400);
    expectError(await vendor.get("/api/vendor/analytics?colour=red"), 400);
  });

  it("a vendor without listings gets every day of the period at zero", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const res = await vendor.get("/api/vendor/analytics");
    const n = VENDOR_ANALYTICS_LIMITS.daysDefault;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      days: lastDays(n),
      tools: [],
      perTool: [],
      total: {
        views: series(n),
        saves: series(n),
        demoClicks: series(n),
        websiteClicks: series(n),
        ratings: series(n),
      },
    });
  });

  it("counts each day's views, saves, clicks and ratings of the vendor's own listings", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const other = await signedUp(t, { role: "vendor" });
    const [vendorId, otherId] = await Promise.all([idOf(vendor), idOf(other)]);
    const shoppers = await Promise.all([signedUp(t), signedUp(t), signedUp(t)]);
    const [a, b, c] = await Promise.all(shoppers.map(idOf));
    if (!a || !b || !c) throw new Error("no shopper ids");

    const alpha = await insertTool(t.db, { vendorUserId: vendorId, name: "Alpha" });
    const beta = await insertTool(t.db, { vendorUserId: vendorId, name: "Beta", status: "hidden" });
    const theirs = await insertTool(t.db, { vendorUserId: otherId, name: "Theirs" });

    const event = (eventType: string, solutionId: string, createdAt: Date) => ({
      eventType,
      solutionId,
      createdAt,
    });
    await t.db.insert(analyticsEvents).values([
      event("tool_view", alpha.id, utcDay(0, 0)),
      event("tool_view", alpha.id, utcDay(0, 1)),
      event("tool_view", alpha.id, utcDay(3, 23)),
      event("tool_view", beta.id, utcDay(3, 0)),
      event("demo_click", alpha.id, utcDay(1)),
      event("website_click", alpha.id, utcDay(1)),
      event("website_click", alpha.id, utcDay(29, 0)),
      event("website_click", beta.id, utcDay(0)),
      // Outside the period, another type, or another vendor's listing: not counted.
      event("tool_view", alpha.id, utcDay(30, 23)),
      event("tool_save", alpha.id, utcDay(1)),
      event("page_view", alpha.id, utcDay(1)),
      event("tool_view", theirs.id, utcDay(1)),
      event("website_click", theirs.id, utcDay(1)),
    ]);
    await t.db.insert(userFavorites).values([
      { userId: a, solutionId: alpha.id, createdAt: utcDay(2) },
      { userId: b, solutionId: alpha.id, createdAt: utcDay(2) },
      { userId: c, solutionId: alpha.id, createdAt: utcDay(40) },
      { userId: a, solutionId: beta.id, createdAt: utcDay(0) },
      { userId: b, solutionId: theirs.id, createdAt: utcDay(0) },
    ]);
    await t.db.insert(toolRatings).values([
      { userId: a, solutionId: alpha.id, rating: 5, createdAt: utcDay(5) },
      { userId: b, solutionId: alpha.id, rating: 4, createdAt: utcDay(5) },
      // Hidden by moderation: not counted, as on the tool page.
      { userId: c, solutionId: alpha.id, rating: 1, createdAt: utcDay(5), hiddenAt: new Date() },
      { userId: a, solutionId: beta.id, rating: 3, createdAt: utcDay(6) },
      { userId: a, solutionId: theirs.id, rating: 2, createdAt: utcDay(5) },
    ]);

    const n = 30;
    const alphaSeries = {
      views: series(n, { 0: 2, 3: 1 }),
      saves: series(n, { 2: 2 }),
      demoClicks: series(n, { 1: 1 }),
      websiteClicks: series(n, { 1: 1, 29: 1 }),
      ratings: series(n, { 5: 2 }),
    };
    const betaSeries = {
      views: series(n, { 3: 1 }),
      saves: series(n, { 0: 1 }),
      demoClicks: series(n),
      websiteClicks: series(n, { 0: 1 }),
      ratings: series(n, { 6: 1 }),
    };
    const all = await vendor.get("/api/vendor/analytics");
    expect(all.status).toBe(200);
    expect(all.body.days).toEqual(lastDays(n));
    expect(all.body.tools).toEqual([
      { id: alpha.id, name: "Alpha", status: "published" },
      { id: beta.id, name: "Beta", status: "hidden" },
    ]);
    expect(all.body.perTool).toEqual([
      { id: alpha.id, name: "Alpha", series: alphaSeries },
      { id: beta.id, name: "Beta", series: betaSeries },
    ]);
    expect(all.body.total).toEqual({
      views: series(n, { 0: 2, 3: 2 }),
      saves: series(n, { 0: 1, 2: 2 }),
      demoClicks: series(n, { 1: 1 }),
      websiteClicks: series(n, { 0: 1, 1: 1, 29: 1 }),
      ratings: series(n, { 5: 2, 6: 1 }),
    });

    const one = await vendor.get(`/api/vendor/analytics?tool=${alpha.id}`);
    expect(one.status).toBe(200);
    expect(one.body.tools).toHaveLength(2);
    expect(one.body.perTool).toEqual([{ id: alpha.id, name: "Alpha", series: alphaSeries }]);
    expect(one.body.total).toEqual(alphaSeries);

    // A shorter period: seven days, ending today.
    const week = await vendor.get(`/api/vendor/analytics?tool=${alpha.id}&days=7`);
    expect(week.body.days).toEqual(lastDays(7));
    expect(week.body.total.views).toEqual(series(7, { 0: 2, 3: 1 }));
    expect(week.body.total.websiteClicks).toEqual(series(7, { 1: 1 }));

    // Another vendor's listing, or one that does not exist: 404, nothing about it.
    expectError(await vendor.get(`/api/vendor/analytics?tool=${theirs.id}`), 404);
    expectError(
      await vendor.get("/api/vendor/analytics?tool=00000000-0000-4000-8000-000000000000"),
      404,
    );
    const theirView = await other.get("/api/vendor/analytics");
    expect(theirView.body.total.views).toEqual(series(n, { 1: 1 }));
    expect(theirView.body.total.ratings).toEqual(series(n, { 5: 1 }));
  });

  it("counts demo clicks sent through POST /api/events, website clicks and views where the server serves them", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const tool = await insertTool(t.db, {
      vendorUserId: await idOf(vendor),
      websiteUrl: "https://vendor.example.com/",
    });
    const visitor = client(t);
    const demo = await visitor.post("/api/events", {
      type: "demo_click",
      solutionId: tool.id,
      data: { source: "tool_page" },
    });
    expect(demo.status).toBe(202);
    // Issue 46: a page may no longer send views and website clicks; the server counts them.
    for (const type of ["website_click", "tool_view"]) {
      expect((await visitor.post("/api/events", { type, solutionId: tool.id })).status).toBe(400);
    }
    for (const who of [visitor, visitor, client(t)]) {
      expect((await who.get(`/api/tools/${tool.id}/visit`)).status).toBe(302);
      expect((await who.get(`/api/tools/${tool.id}`)).status).toBe(200);
    }
    await t.app.toolCounts.settled();
    const res = await vendor.get(`/api/vendor/analytics?tool=${tool.id}`);
    // Two visitors: each counted once a day.
    expect(res.body.total.websiteClicks.at(-1)).toBe(2);
    expect(res.body.total.views.at(-1)).toBe(2);
    expect(res.body.total.demoClicks.at(-1)).toBe(1);
  });
});

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

describe("GET /api/vendor/activity", () => {
  it("visitor 401, business 403, vendor and admin 200; a forged cursor 400", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const business = await signedUp(t);
    const admin = await signedInAdmin(t);
    expectError(await client(t).get("/api/vendor/activity"), 401);
    expectError(await business.get("/api/vendor/activity"), 403);
    expect((await admin.get("/api/vendor/activity")).status).toBe(200);
    const empty = await vendor.get("/api/vendor/activity");
    expect(empty.body).toEqual({ items: [], nextCursor: null });
    expectError(await vendor.get("/api/vendor/activity?cursor=yesterday"), 400);
  });

  it("lists reviews, saves and status changes of the vendor's own tools, newest first", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const other = await signedUp(t, { role: "vendor" });
    const [vendorId, otherId] = await Promise.all([idOf(vendor), idOf(other)]);
    const reviewer = await signedUp(t, { name: "Layla Haddad" });
    const saver = await signedUp(t, { name: "Private Person" });
    const [reviewerId, saverId] = await Promise.all([idOf(reviewer), idOf(saver)]);
    const tool = await insertTool(t.db, { vendorUserId: vendorId, name: "Alpha" });
    const theirs = await insertTool(t.db, { vendorUserId: otherId, name: "Theirs" });

    const long = "Very good. ".repeat(40);
    await t.db.insert(toolRatings).values([
      { userId: reviewerId, solutionId: tool.id, rating: 4, review: long, createdAt: utcDay(2) },
      {
        userId: saverId,
        solutionId: tool.id,
        rating: 1,
        createdAt: utcDay(4),
        hiddenAt: new Date(),
      },
      { userId: reviewerId, solutionId: theirs.id, rating: 5, review: "x", createdAt: utcDay(1) },
    ]);
    await t.db.insert(userFavorites).values([
      { userId: saverId, solutionId: tool.id, createdAt: utcDay(3) },
      { userId: saverId, solutionId: theirs.id, createdAt: utcDay(1) },
    ]);
    // A submission sent, sent back for changes, resubmitted and approved: four status changes, now.
    const admin = await signedInAdmin(t);
    const submitted = await vendor.post("/api/tool-submissions", form);
    expect(submitted.body).toMatchObject({ id: expect.any(String) });
    const id = submitted.body.id as string;
    const changes = await admin.post(`/api/admin/submissions/${id}/request-changes`, {
      reason: "Please add pricing.",
    });
    expect(changes.status).toBe(200);
    expect(
      (
        await vendor.send("PUT", `/api/vendor/submissions/${id}`, {
          ...form,
          name: "Souq Helper 2",
        })
      ).status,
    ).toBe(200);
    expect((await admin.post(`/api/admin/submissions/${id}/approve`, {})).status).toBe(200);
    // Another vendor's submission and decision: not in this feed.
    const theirSubmission = await other.post("/api/tool-submissions", { ...form, name: "Other" });
    await admin.post(`/api/admin/submissions/${theirSubmission.body.id}/approve`, {});

    const res = await vendor.get("/api/vendor/activity");
    expect(res.status).toBe(200);
    const items = res.body.items as Array<Record<string, unknown>>;
    expect(items.map((item) => [item.kind, item.status ?? null])).toEqual([
      ["status", "approved"],
      ["status", "pending"],
      ["status", "changes_requested"],
      ["status", "pending"],
      ["review", null],
      ["save", null],
    ]);
    expect(items[0]).toMatchObject({ submission: { id, name: "Souq Helper 2" } });
    const review = items[4] as Record<string, unknown>;
    expect(review).toMatchObject({
      tool: { id: tool.id, name: "Alpha" },
      rating: 4,
      reviewerName: "Layla Haddad",
      at: utcDay(2).toISOString().replace(".000Z", ".000000Z"),
    });
    expect(review.excerpt).toBe(`${long.slice(0, VENDOR_ANALYTICS_LIMITS.reviewExcerpt)}…`);
    // Who saved stays private.
    expect(items[5]).toEqual({
      kind: "save",
      id: expect.any(String),
      at: utcDay(3).toISOString().replace(".000Z", ".000000Z"),
      tool: { id: tool.id, name: "Alpha" },
    });
    expect(JSON.stringify(items[5])).not.toContain("Private Person");
    expect(res.body.nextCursor).toBeNull();
  });

  it("pages through the feed with the cursor, each item once, oldest last", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const vendorId = await idOf(vendor);
    const tool = await insertTool(t.db, { vendorUserId: vendorId });
    const savers = await Promise.all(Array.from({ length: 12 }, () => signedUp(t).then(idOf)));
    const size = VENDOR_ANALYTICS_LIMITS.activityPageSize;
    // Saves and reviews with the same timestamps, so the id breaks the ties.
    const at = (i: number) => new Date(utcDay(1).getTime() - Math.floor(i / 3) * 60_000);
    await t.db
      .insert(userFavorites)
      .values(savers.map((userId, i) => ({ userId, solutionId: tool.id, createdAt: at(i) })));
    await t.db
      .insert(toolRatings)
      .values(
        savers.map((userId, i) => ({ userId, solutionId: tool.id, rating: 3, createdAt: at(i) })),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const res = await vendor.get(`/api/vendor/activity${query}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(size);
      seen.push(
        ...res.body.items.map((item: { id: string; at: string }) => `${item.at}~${item.id}`),
      );
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(pages).toBe(Math.ceil(24 / size));
  });
});
