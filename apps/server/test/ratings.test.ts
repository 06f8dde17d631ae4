import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solutionsCatalog, toolRatings } from "../src/db/schema/catalog.ts";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let toolId: string;
beforeEach(async () => {
  t = await createTestApp();
  toolId = (await insertTool(t.db)).id;
});

const put = (browser: ReturnType<typeof client>, body: unknown, id = toolId) =>
  browser.send("PUT", `/api/tools/${id}/ratings/mine`, body);

async function aggregate() {
  const [row] = await t.db
    .select({ rating: solutionsCatalog.rating, count: solutionsCatalog.reviewsCount })
    .from(solutionsCatalog)
    .where(eq(solutionsCatalog.id, toolId));
  return row;
}

describe("ratings", () => {
  it("creates, updates and deletes a rating, keeping the tool's average and count derived", async () => {
    const ana = await signedUp(t);
    const ben = await signedUp(t);

    const created = await put(ana, { rating: 4, review: "Solid Arabic support." });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ created: true, tool: { rating: 4, reviewsCount: 1 } });
    expect(created.body.rating).toMatchObject({ rating: 4, review: "Solid Arabic support." });

    const second = await put(ben, { rating: 5 });
    expect(second.body.tool).toEqual({ rating: 4.5, reviewsCount: 2 });
    expect(second.body.rating.review).toBeNull();

    const updated = await put(ana, { rating: 2, review: "  " });
    expect(updated.body).toMatchObject({ created: false, tool: { rating: 3.5, reviewsCount: 2 } });
    expect(updated.body.rating.review).toBeNull();
    expect(await aggregate()).toEqual({ rating: 3.5, count: 2 });

    expect((await ben.send("DELETE", `/api/tools/${toolId}/ratings/mine`)).status).toBe(204);
    expect(await aggregate()).toEqual({ rating: 2, count: 1 });
    const tool = await client(t).get(`/api/tools/${toolId}`);
    expect(tool.body.tool).toMatchObject({ rating: 2, reviewsCount: 1 });
  });

  it("keeps one rating per user when two submits race", async () => {
    const ana = await signedUp(t);
    const results = await Promise.all([put(ana, { rating: 3 }), put(ana, { rating: 5 })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.body.created)).toHaveLength(1);
    expect(await countRows(t.db, "tool_ratings")).toBe(1);
    expect((await aggregate())?.count).toBe(1);
  });

  it("counts every rating of many accounts that rate one tool at the same moment", async () => {
    const raters = await Promise.all(Array.from({ length: 10 }, () => signedUp(t)));
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        raters.map((browser, i) => put(browser, { rating: ((i + round) % 5) + 1 })),
      );
      expect(answers.map((a) => a.status)).toEqual(raters.map(() => 200));
    }
    const ratings = await t.db.select().from(toolRatings).where(eq(toolRatings.solutionId, toolId));
    const mean = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
    const row = await aggregate();
    expect(row?.count).toBe(10);
    expect(Number(row?.rating)).toBeCloseTo(mean, 2);
  });

  it("refuses a vendor's rating of their own listing, and takes it of another's (issue 35 defect 9)", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const vendorId = (await vendor.get("/api/me")).body.profile.id as string;
    await t.db
      .update(solutionsCatalog)
      .set({ vendorUserId: vendorId })
      .where(eq(solutionsCatalog.id, toolId));
    const own = await put(vendor, { rating: 5, review: "Best tool ever." });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("FORBIDDEN");
    expect(await countRows(t.db, "tool_ratings")).toBe(0);
    expect(await aggregate()).toEqual({ rating: 0, count: 0 });
    const other = (await insertTool(t.db)).id;
    expect((await put(vendor, { rating: 4 }, other)).status).toBe(200);
  });

  it("returns my rating, or null", async () => {
    const ana = await signedUp(t);
    expect((await ana.get(`/api/tools/${toolId}/ratings/mine`)).body).toEqual({ rating: null });
    await put(ana, { rating: 5, review: "Great" });
    const mine = await ana.get(`/api/tools/${toolId}/ratings/mine`);
    expect(mine.body.rating).toMatchObject({ rating: 5, review: "Great" });
  });

  it.each([
    ["rating 0", { rating: 0 }, "rating"],
    ["rating 6", { rating: 6 }, "rating"],
    ["a fractional rating", { rating: 4.5 }, "rating"],
    ["a review over 2000 characters", { rating: 4, review: "x".repeat(2001) }, "review"],
    ["an unknown field", { rating: 4, userId: "someone-else" }, "userId"],
  ])("rejects %s with 400 and writes nothing", async (_label, body, field) => {
    const ana = await signedUp(t);
    const res = await put(ana, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBeDefined();
    expect(await countRows(t.db, "tool_ratings")).toBe(0);
  });

  it("needs a session and an existing tool", async () => {
    expect((await put(client(t), { rating: 4 })).status).toBe(401);
    const ana = await signedUp(t);
    expect((await put(ana, { rating: 4 }, "00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await put(ana, { rating: 4 }, "not-a-uuid")).status).toBe(400);
  });

  it("lists reviews newest first with the reviewer's full name, page by page", async () => {
    const reviewers = [await signedUp(t), await signedUp(t), await signedUp(t)];
    for (const [i, browser] of reviewers.entries())
      await put(browser, { rating: 3 + i, review: `Review ${i}` });
    await t.db
      .update(toolRatings)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(toolRatings.review, "Review 0"));

    const first = await client(t).get(`/api/tools/${toolId}/reviews?pageSize=2`);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((r: { review: string }) => r.review)).toEqual([
      "Review 2",
      "Review 1",
    ]);
    expect(first.body.items[0].reviewerName).toMatch(/^Test User/);
    const second = await client(t).get(`/api/tools/${toolId}/reviews?pageSize=2&page=2`);
    expect(second.body.items.map((r: { review: string }) => r.review)).toEqual(["Review 0"]);
    expect((await client(t).get(`/api/tools/${toolId}/reviews`)).body.pageSize).toBe(5);
  });

  it("stores markup in a review as text", async () => {
    const ana = await signedUp(t);
    const evil = "<img src=x onerror=alert(1)>";
    await put(ana, { rating: 1, review: evil });
    const list = await client(t).get(`/api/tools/${toolId}/reviews`);
    expect(list.body.items[0].review).toBe(evil);
  });
});
