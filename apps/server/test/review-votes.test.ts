import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reviewVotes } from "../src/db/schema/catalog.ts";
import { expectError, signedInAdmin } from "./accounts.ts";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { listed, reviewTool, vote } from "./review-fixtures.ts";

let t: TestApp;
let toolId: string;
let reviewId: string;
let author: ReturnType<typeof client>;
beforeEach(async () => {
  t = await createTestApp();
  toolId = (await insertTool(t.db)).id;
  author = await signedUp(t);
  reviewId = await reviewTool(author, toolId, 4, "Saved us hours every week.");
});

async function counts() {
  const [item] = await listed(client(t), toolId);
  return { yes: item?.helpfulCount, no: item?.notHelpfulCount };
}

describe("helpful votes", () => {
  it("counts one vote per user, changes it, and takes it back, each idempotently", async () => {
    const reader = await signedUp(t);
    const yes = await vote(reader, reviewId, true);
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ reviewId, helpful: true, helpfulCount: 1, notHelpfulCount: 0 });
    expect((await vote(reader, reviewId, true)).body).toMatchObject({ helpfulCount: 1 });
    expect(await countRows(t.db, "review_votes")).toBe(1);
    expect(await counts()).toEqual({ yes: 1, no: 0 });

    const no = await vote(reader, reviewId, false);
    expect(no.body).toEqual({ reviewId, helpful: false, helpfulCount: 0, notHelpfulCount: 1 });
    expect(await counts()).toEqual({ yes: 0, no: 1 });

    const removed = await vote(reader, reviewId, null);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ reviewId, helpful: null, helpfulCount: 0, notHelpfulCount: 0 });
    expect((await vote(reader, reviewId, null)).status).toBe(200);
    expect(await countRows(t.db, "review_votes")).toBe(0);
    expect(await counts()).toEqual({ yes: 0, no: 0 });
  });

  it("keeps one vote when one user's answers race, and counts many users voting at once", async () => {
    const reader = await signedUp(t);
    const raced = await Promise.all([vote(reader, reviewId, true), vote(reader, reviewId, false)]);
    expect(raced.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.db.select().from(reviewVotes).where(eq(reviewVotes.ratingId, reviewId));
    expect(rows).toHaveLength(1);
    expect(await counts()).toEqual(rows[0]?.helpful ? { yes: 1, no: 0 } : { yes: 0, no: 1 });
    await vote(reader, reviewId, null);

    const readers = await Promise.all(Array.from({ length: 8 }, () => signedUp(t)));
    const answers = await Promise.all(readers.map((b, i) => vote(b, reviewId, i % 4 !== 0)));
    expect(answers.map((a) => a.status)).toEqual(readers.map(() => 200));
    expect(await counts()).toEqual({ yes: 6, no: 2 });
    await Promise.all(readers.map((b, i) => vote(b, reviewId, i % 2 === 0 ? null : false)));
    expect(await counts()).toEqual({ yes: 0, no: 4 });
  });

  it("refuses a vote on one's own review with 403 OWN_REVIEW", async () => {
    expectError(await vote(author, reviewId, true), 403, "OWN_REVIEW");
    expect(await countRows(t.db, "review_votes")).toBe(0);
  });

  it("needs a session (401) and a confirmed e-mail address to vote", async () => {
    const visitor = client(t);
    expectError(await vote(visitor, reviewId, true), 401, "UNAUTHENTICATED");
    expectError(await vote(visitor, reviewId, null), 401, "UNAUTHENTICATED");
    expectError(await visitor.get(`/api/tools/${toolId}/review-votes/mine`), 401);
    const unconfirmed = await signedUp(t, {}, { confirmEmail: false });
    expectError(await vote(unconfirmed, reviewId, true), 403, "EMAIL_NOT_VERIFIED");
    expect(await countRows(t.db, "review_votes")).toBe(0);
  });

  it("refuses votes on a hidden review (404) and keeps its votes for when it is shown again", async () => {
    const reader = await signedUp(t);
    await vote(reader, reviewId, true);
    const admin = await signedInAdmin(t);
    const hide = await admin.post(`/api/admin/reviews/${reviewId}/hide`, { reason: "Off topic" });
    expect(hide.status).toBe(200);
    expectError(await vote(reader, reviewId, false), 404, "NOT_FOUND");
    expectError(await vote(reader, reviewId, null), 404, "NOT_FOUND");
    expect((await reader.get(`/api/tools/${toolId}/review-votes/mine`)).body).toEqual({
      votes: [],
    });
    expect((await admin.post(`/api/admin/reviews/${reviewId}/unhide`)).status).toBe(200);
    expect(await counts()).toEqual({ yes: 1, no: 0 });
  });

  it("answers 404 for an unknown review and 400 for a malformed id or body", async () => {
    const reader = await signedUp(t);
    expectError(await vote(reader, "00000000-0000-4000-8000-000000000000", true), 404);
    expectError(await vote(reader, "not-a-uuid", true), 400, "VALIDATION_FAILED");
    for (const body of [{}, { helpful: "yes" }, { helpful: true, userId: "someone" }]) {
      const res = await reader.send("PUT", `/api/reviews/${reviewId}/vote`, body);
      expectError(res, 400, "VALIDATION_FAILED");
    }
    expect(await countRows(t.db, "review_votes")).toBe(0);
  });

  it("lists my votes on a tool's reviews, and only mine", async () => {
    const other = await signedUp(t);
    const otherReview = await reviewTool(other, toolId, 2);
    const reader = await signedUp(t);
    await vote(reader, reviewId, true);
    await vote(reader, otherReview, false);
    await vote(other, reviewId, false);
    const mine = await reader.get(`/api/tools/${toolId}/review-votes/mine`);
    expect(mine.status).toBe(200);
    expect(mine.body.votes).toHaveLength(2);
    expect(mine.body.votes).toEqual(
      expect.arrayContaining([
        { reviewId, helpful: true },
        { reviewId: otherReview, helpful: false },
      ]),
    );
    expect((await author.get(`/api/tools/${toolId}/review-votes/mine`)).body).toEqual({
      votes: [],
    });
  });

  it("shows visitors the counts in the reviews list", async () => {
    await vote(await signedUp(t), reviewId, true);
    await vote(await signedUp(t), reviewId, false);
    await vote(await signedUp(t), reviewId, true);
    const [item] = await listed(client(t), toolId);
    expect(item).toMatchObject({ id: reviewId, helpfulCount: 2, notHelpfulCount: 1 });
  });
});
