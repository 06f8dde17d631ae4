import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { user } from "../src/db/schema/auth.ts";
import { userFavorites } from "../src/db/schema/catalog.ts";
import { type Account, signedInAs } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { listed, reviewTool } from "./review-fixtures.ts";

let t: TestApp;
let toolId: string;
beforeEach(async () => {
  t = await createTestApp();
  toolId = (await insertTool(t.db)).id;
});

const save = async (account: Account, id = toolId) =>
  expect((await account.browser.send("PUT", `/api/me/favorites/${id}`)).status).toBe(204);

async function verifiedOf(reviewId: string) {
  const item = (await listed(client(t), toolId)).find((review) => review.id === reviewId);
  return item?.verified;
}

describe("verified reviews", () => {
  it("marks a review whose author saved the tool before writing it", async () => {
    const ana = await signedInAs(t, "business");
    await save(ana);
    const id = await reviewTool(ana.browser, toolId, 5, "Saved it first.");
    expect(await verifiedOf(id)).toBe(true);
    // An edit keeps the first writing's time, and so the mark.
    await reviewTool(ana.browser, toolId, 4, "Still good.");
    expect(await verifiedOf(id)).toBe(true);
  });

  it("marks a review whose author asked for a consultation while signed in before writing it", async () => {
    const ana = await signedInAs(t, "business");
    const booked = await ana.browser.post("/api/consultations", {
      name: "Ana",
      email: ana.email,
      details: "Which tool fits us?",
      language: "en",
    });
    expect(booked.status).toBe(201);
    const id = await reviewTool(ana.browser, toolId, 4);
    expect(await verifiedOf(id)).toBe(true);
  });

  it("does not mark a review with neither, or with a save of another tool or after the review", async () => {
    const ana = await signedInAs(t, "business");
    await save(ana, (await insertTool(t.db)).id);
    const id = await reviewTool(ana.browser, toolId, 3);
    expect(await verifiedOf(id)).toBe(false);
    await save(ana);
    expect(await verifiedOf(id)).toBe(false);
  });

  it("does not count a consultation sent signed out with the reviewer's address", async () => {
    const ana = await signedInAs(t, "business");
    const booked = await client(t).post("/api/consultations", {
      name: "Someone",
      email: ana.email,
      language: "en",
    });
    expect(booked.status).toBe(201);
    const id = await reviewTool(ana.browser, toolId, 4);
    expect(await verifiedOf(id)).toBe(false);
  });

  it("does not mark a review whose author's e-mail is not confirmed, even after a save", async () => {
    const ana = await signedInAs(t, "business");
    await save(ana);
    const id = await reviewTool(ana.browser, toolId, 5);
    // Reviews from before confirmation was required (the demo data), or an address changed since.
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, ana.id));
    expect(await verifiedOf(id)).toBe(false);
  });

  // Written to the database directly, before the list is first read (it is cached for a second).
  it("takes the mark away when the saved tool is removed from favourites", async () => {
    const ana = await signedInAs(t, "business");
    await save(ana);
    const id = await reviewTool(ana.browser, toolId, 5);
    await t.db.delete(userFavorites).where(eq(userFavorites.userId, ana.id));
    expect(await verifiedOf(id)).toBe(false);
  });
});
