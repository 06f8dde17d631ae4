import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, toolRatings, userFavorites } from "../src/db/schema/catalog.ts";
import { signedInAdmin } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

type Browser = Awaited<ReturnType<typeof signedUp>>;
const idOf = async (browser: Browser): Promise<string> =>
  (await browser.get("/api/me")).body.profile.id;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe("GET /api/vendor/stats", () => {
  it("visitor 401, business 403, vendor and admin 200", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const business = await signedUp(t);
    const adminBrowser = await signedInAdmin(t);

    const visitorRes = await client(t).get("/api/vendor/stats");
    expect(visitorRes.status).toBe(401);
    expect(visitorRes.body.error.code).toBeTypeOf("string");
    const businessRes = await business.get("/api/vendor/stats");
    expect(businessRes.status).toBe(403);
    expect(businessRes.body.error.code).toBeTypeOf("string");
    expect((await vendor.get("/api/vendor/stats")).status).toBe(200);
    expect((await adminBrowser.get("/api/vendor/stats")).status).toBe(200);
  });

  it("a vendor with no listings sees zeros and no rating", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const res = await vendor.get("/api/vendor/stats");
    expect(res.body).toEqual({
      toolsListed: 0,
      views: { last30Days: 0, allTime: 0 },
      saves: { last30Days: 0, allTime: 0 },
      averageRating: null,
      ratingsCount: 0,
    });
  });

  it("counts the vendor's own listings only: views, saves and ratings, recent and all time", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const other = await signedUp(t, { role: "vendor" });
    const [vendorId, otherId] = await Promise.all([idOf(vendor), idOf(other)]);
    const shoppers = await Promise.all([signedUp(t), signedUp(t), signedUp(t)]);
    const [a, b, c] = await Promise.all(shoppers.map(idOf));
    if (!a || !b || !c) throw new Error("no shopper ids");

    const live = await insertTool(t.db, { vendorUserId: vendorId });
    const hidden = await insertTool(t.db, { vendorUserId: vendorId, status: "hidden" });
    const theirs = await insertTool(t.db, { vendorUserId: otherId });
    const unowned = await insertTool(t.db);

    const view = (solutionId: string, createdAt: Date) => ({
      eventType: "tool_view",
      solutionId,
      createdAt,
    });
    await t.db.insert(analyticsEvents).values([
      view(live.id, daysAgo(1)),
      view(live.id, daysAgo(2)),
      view(live.id, daysAgo(45)),
      view(hidden.id, daysAgo(3)),
      // Not views, or not the vendor's tools: none of these count.
      { eventType: "tool_save", solutionId: live.id, createdAt: daysAgo(1) },
      { eventType: "page_view", solutionId: null, createdAt: daysAgo(1) },
      view(theirs.id, daysAgo(1)),
      view(unowned.id, daysAgo(1)),
    ]);
    await t.db.insert(userFavorites).values([
      { userId: a, solutionId: live.id, createdAt: daysAgo(5) },
      { userId: b, solutionId: live.id, createdAt: daysAgo(60) },
      { userId: a, solutionId: theirs.id, createdAt: daysAgo(1) },
      { userId: b, solutionId: unowned.id, createdAt: daysAgo(1) },
    ]);
    await t.db.insert(toolRatings).values([
      { userId: a, solutionId: live.id, rating: 5 },
      { userId: b, solutionId: live.id, rating: 4 },
      { userId: c, solutionId: hidden.id, rating: 3 },
      { userId: a, solutionId: theirs.id, rating: 1 },
      { userId: c, solutionId: unowned.id, rating: 1 },
    ]);

    const mine = await vendor.get("/api/vendor/stats");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      toolsListed: 1,
      views: { last30Days: 3, allTime: 4 },
      saves: { last30Days: 1, allTime: 2 },
      averageRating: 4,
      ratingsCount: 3,
    });

    const theirStats = await other.get("/api/vendor/stats");
    expect(theirStats.body).toEqual({
      toolsListed: 1,
      views: { last30Days: 1, allTime: 1 },
      saves: { last30Days: 1, allTime: 1 },
      averageRating: 1,
      ratingsCount: 1,
    });
  });
});
