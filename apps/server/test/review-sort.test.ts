import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { toolRatings } from "../src/db/schema/catalog.ts";
import { expectError } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { listed, reviewTool, vote } from "./review-fixtures.ts";

let t: TestApp;
let toolId: string;
beforeEach(async () => {
  t = await createTestApp();
  toolId = (await insertTool(t.db)).id;
});

/**
 * Four reviews written a minute apart (A oldest, D newest) with ratings and Yes votes that give
 * each order a different answer: ratings A 3, B 5, C 1, D 3; Yes votes A 1, B 0, C 2, D 0.
 */
async function fourReviews() {
  const ids: Record<string, string> = {};
  const ratings = { A: 3, B: 5, C: 1, D: 3 };
  for (const [name, rating] of Object.entries(ratings)) {
    ids[name] = await reviewTool(await signedUp(t), toolId, rating, name);
  }
  const ages = { A: 4, B: 3, C: 2, D: 1 };
  for (const [name, minutes] of Object.entries(ages)) {
    await t.db
      .update(toolRatings)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(toolRatings.review, name));
  }
  const voters = [await signedUp(t), await signedUp(t)];
  await vote(voters[0] as ReturnType<typeof client>, ids.A as string, true);
  for (const voter of voters) await vote(voter, ids.C as string, true);
  await vote(voters[1] as ReturnType<typeof client>, ids.D as string, false);
  return ids;
}

const order = async (query: string) =>
  (await listed(client(t), toolId, query)).map((item) => item.review);

describe("review sort orders", () => {
  it("sorts newest (the default), most helpful, highest and lowest rating, ties newest first", async () => {
    await fourReviews();
    expect(await order("")).toEqual(["D", "C", "B", "A"]);
    expect(await order("?sort=newest")).toEqual(["D", "C", "B", "A"]);
    expect(await order("?sort=helpful")).toEqual(["C", "A", "D", "B"]);
    expect(await order("?sort=highest")).toEqual(["B", "D", "A", "C"]);
    expect(await order("?sort=lowest")).toEqual(["C", "D", "A", "B"]);
  });

  it("pages through a sort without repeating or skipping a review", async () => {
    await fourReviews();
    const first = await order("?sort=helpful&pageSize=2&page=1");
    const second = await order("?sort=helpful&pageSize=2&page=2");
    expect([...first, ...second]).toEqual(["C", "A", "D", "B"]);
  });

  it("rejects an unknown sort with 400", async () => {
    const res = await client(t).get(`/api/tools/${toolId}/reviews?sort=random`);
    expectError(res, 400, "VALIDATION_FAILED");
    expect(res.body.error.fields.sort).toBeDefined();
  });
});
