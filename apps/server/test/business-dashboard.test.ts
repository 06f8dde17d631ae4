import { RECOMMENDATIONS_LIMIT } from "@app/shared/recommendations";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { session, user } from "../src/db/schema/auth.ts";
import { type Account, type Browser, signedInAs } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** A second browser signed in to the same account. */
async function anotherSession(who: Account, password = who.password) {
  const browser = client(t);
  const res = await browser.post("/api/auth/sign-in/email", { email: who.email, password });
  return { browser, status: res.status };
}

interface Reason {
  kind: string;
  category?: string;
  industry?: string;
  region?: string;
}

interface Item {
  tool: { id: string; category: string; name: string };
  match?: number;
  reason: Reason;
  reasons: Reason[];
}

async function recommendations(browser: Browser, region?: string) {
  const res = await browser.get(`/api/me/recommendations${region ? `?region=${region}` : ""}`);
  expect(res.status).toBe(200);
  return res.body as { personalised: boolean; basis: string; region?: string; items: Item[] };
}

function expectOrderedMatches(items: Item[]) {
  for (const item of items) {
    expect(item.match).toBeDefined();
    expect(Number.isInteger(item.match)).toBe(true);
    expect(item.match).toBeGreaterThanOrEqual(0);
    expect(item.match).toBeLessThanOrEqual(100);
  }
  const matches = items.map((i) => i.match ?? -1);
  expect(matches).toEqual([...matches].sort((a, b) => b - a));
}

describe("recommendations", () => {
  it("answers 401 to a visitor", async () => {
    const res = await client(t).get("/api/me/recommendations");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("gives a new user the most reviewed tools, says so and shows no match percentage", async () => {
    const top = await insertTool(t.db, { name: "Top Reviewed", rating: 4.9, reviewsCount: 300 });
    const second = await insertTool(t.db, { name: "Second", rating: 4, reviewsCount: 120 });
    const few = await insertTool(t.db, { name: "Few Reviews", rating: 5, reviewsCount: 1 });
    await insertTool(t.db, { name: "Hidden", reviewsCount: 900, status: "hidden" });
    const ana = await signedInAs(t, "business");

    const body = await recommendations(ana.browser);
    expect(body.personalised).toBe(false);
    expect(body.basis).toBe("popular");
    expect(body.region).toBeUndefined();
    const ids = body.items.map((i) => i.tool.id);
    expect(ids.slice(0, 2)).toEqual([top.id, second.id]);
    expect(ids.indexOf(few.id)).toBeGreaterThan(1);
    expect(body.items.map((i) => i.tool.name)).not.toContain("Hidden");
    for (const item of body.items) {
      expect(item.match).toBeUndefined();
      expect(item.reason).toEqual({ kind: "popular" });
      expect(item.reasons[0]).toEqual({ kind: "popular" });
    }
    expect(body.items[0]?.reasons).toContainEqual({ kind: "topRated" });
  });

  it("gives a new user in a region the popular tools hosted there first", async () => {
    await insertTool(t.db, { name: "Global Favourite", reviewsCount: 900, rating: 4.8 });
    const hosted = await insertTool(t.db, {
      name: "Hosted in the UAE",
      reviewsCount: 20,
      regionalFacts: [
        {
          kind: "hosting",
          value: "uae",
          evidenceUrl: "https://example.com/hosting",
          declaredAt: "2026-01-01T00:00:00.000Z",
          verifiedAt: null,
        },
      ],
    });
    const ana = await signedInAs(t, "business");

    const body = await recommendations(ana.browser, "uae");
    expect(body).toMatchObject({ personalised: false, basis: "popularInRegion", region: "uae" });
    expect(body.items[0]).toMatchObject({
      tool: { id: hosted.id },
      reason: { kind: "hostedIn", region: "uae" },
      reasons: [{ kind: "hostedIn", region: "uae" }, { kind: "popular" }],
    });
    expect(body.items[0]?.match).toBeUndefined();
    expect(body.items[1]?.reason).toEqual({ kind: "popular" });

    // No tool hosted in India: the list is the popular tools overall, and says so.
    const india = await recommendations(ana.browser, "india");
    expect(india.basis).toBe("popular");
    expect(india.region).toBeUndefined();
    expect(india.items[0]?.tool.name).toBe("Global Favourite");
    expect((await ana.browser.get("/api/me/recommendations?region=mars")).status).toBe(400);
  });

  it("follows the categories and industries of saved and well-rated tools, never repeating them", async () => {
    for (let i = 0; i < RECOMMENDATIONS_LIMIT; i += 1) {
      await insertTool(t.db, { name: `Featured ${i}`, featured: true, rating: 5 });
    }
    const saved = await insertTool(t.db, { category: "Marketing & Sales", rating: 3 });
    const rated = await insertTool(t.db, { category: "Marketing & Sales", rating: 3 });
    const sameCategory = await insertTool(t.db, { category: "Marketing & Sales", rating: 3.5 });
    const sameIndustry = await insertTool(t.db, {
      category: "Finance & Accounting",
      industryTags: ["healthcare"],
      rating: 4,
    });
    const healthSaved = await insertTool(t.db, {
      category: "Data Analytics",
      industryTags: ["healthcare"],
    });
    const ana = await signedInAs(t, "vendor");
    const before = await recommendations(ana.browser);
    expect(before.items.every((i) => i.reason.kind === "popular")).toBe(true);

    expect((await ana.browser.send("PUT", `/api/me/favorites/${saved.id}`)).status).toBe(204);
    expect((await ana.browser.send("PUT", `/api/me/favorites/${healthSaved.id}`)).status).toBe(204);
    const rating = await ana.browser.send("PUT", `/api/tools/${rated.id}/ratings/mine`, {
      rating: 5,
    });
    expect(rating.status).toBeLessThan(300);

    const after = await recommendations(ana.browser);
    expect(after.personalised).toBe(true);
    const ids = after.items.map((i) => i.tool.id);
    expect(ids).not.toContain(saved.id);
    expect(ids).not.toContain(rated.id);
    expect(ids).not.toContain(healthSaved.id);
    expect(after.items[0]).toMatchObject({
      tool: { id: sameCategory.id },
      reason: { kind: "category", category: "Marketing & Sales" },
    });
    expect(after.items.find((i) => i.tool.id === sameIndustry.id)?.reason).toEqual({
      kind: "industry",
      industry: "healthcare",
    });
    // Every reason the score rests on is listed, the summary's first.
    for (const item of after.items) expect(item.reasons[0]).toEqual(item.reason);
    expect(after.items.length).toBe(RECOMMENDATIONS_LIMIT);
    expectOrderedMatches(after.items);

    // Another account's saves change nothing for this one.
    const ben = await signedInAs(t, "business");
    expect((await recommendations(ben.browser)).personalised).toBe(false);
  });

  it("follows the company's industry from the user's newest consultation request", async () => {
    for (let i = 0; i < RECOMMENDATIONS_LIMIT; i += 1) {
      await insertTool(t.db, { name: `Featured ${i}`, featured: true, rating: 5 });
    }
    const logistics = await insertTool(t.db, {
      name: "Route Planner",
      industryTags: ["logistics"],
      rating: 4,
    });
    const ana = await signedInAs(t, "business");
    expect((await recommendations(ana.browser)).items.map((i) => i.tool.id)).not.toContain(
      logistics.id,
    );

    const booked = await ana.browser.post("/api/consultations", {
      name: "Ana",
      email: ana.email,
      company: "Ana Freight",
      industry: "logistics",
      language: "en",
    });
    expect(booked.status).toBe(201);
    const after = await recommendations(ana.browser);
    expect(after.personalised).toBe(true);
    expect(after.items[0]).toMatchObject({
      tool: { id: logistics.id },
      reason: { kind: "industry", industry: "logistics" },
    });
    expectOrderedMatches(after.items);
  });

  it("works for an admin too", async () => {
    await insertTool(t.db, { featured: true });
    const admin = await signedInAs(t, "admin");
    expect((await recommendations(admin.browser)).items).toHaveLength(1);
  });
});

describe("account settings", () => {
  const update = (browser: Browser, body: unknown) => browser.post("/api/auth/update-user", body);

  it("saves the full name and company, shown by /api/me at once; a blank company clears it", async () => {
    const ana = await signedInAs(t, "business");
    const res = await update(ana.browser, { name: "  Ana Renamed ", companyName: "Acme Ltd" });
    expect(res.status).toBe(200);
    expect((await ana.browser.get("/api/me")).body.profile).toMatchObject({
      fullName: "Ana Renamed",
      companyName: "Acme Ltd",
    });
    const [row] = await t.db.select().from(user).where(eq(user.id, ana.id));
    expect(row).toMatchObject({ name: "Ana Renamed", companyName: "Acme Ltd" });

    expect((await update(ana.browser, { name: "Ana", companyName: "" })).status).toBe(200);
    expect((await ana.browser.get("/api/me")).body.profile.companyName).toBeNull();
  });

  it("refuses bad input with the fields named, and changes nothing", async () => {
    const ana = await signedInAs(t, "business");
    const blank = await update(ana.browser, { name: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toHaveProperty("name");
    const long = await update(ana.browser, { name: "Ana", companyName: "x".repeat(161) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty("companyName");
    // The e-mail, the role and anything else are not account settings.
    for (const extra of [{ role: "admin" }, { email: "new@example.com" }, { image: "x" }]) {
      const res = await update(ana.browser, { name: "Ana", ...extra });
      expect(res.status).toBe(400);
    }
    const me = (await ana.browser.get("/api/me")).body.profile;
    expect(me).toMatchObject({ role: "business", email: ana.email, companyName: null });
    expect(me.fullName).not.toBe("Ana");
  });

  it("answers 401 to a visitor on each account action", async () => {
    const visitor = client(t);
    expect((await update(visitor, { name: "Nobody" })).status).toBe(401);
    const change = await visitor.post("/api/auth/change-password", {
      currentPassword: "whatever-it-is",
      newPassword: "a-new-long-passphrase",
    });
    expect(change.status).toBe(401);
    expect((await visitor.post("/api/auth/revoke-sessions", {})).status).toBe(401);
  });

  it("changes the password: the other sessions end, this one stays, the new password signs in", async () => {
    const ana = await signedInAs(t, "business");
    const other = await anotherSession(ana);
    expect((await other.browser.get("/api/me/recommendations")).status).toBe(200);

    const wrong = await ana.browser.post("/api/auth/change-password", {
      currentPassword: "not-my-password",
      newPassword: "a-brand-new-passphrase",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fieldCodes).toEqual({ currentPassword: ["wrong_password"] });
    const common = await ana.browser.post("/api/auth/change-password", {
      currentPassword: ana.password,
      newPassword: "password123",
    });
    expect(common.status).toBe(400);
    expect(common.body.error.fieldCodes).toEqual({ newPassword: ["password_too_common"] });
    const short = await ana.browser.post("/api/auth/change-password", {
      currentPassword: ana.password,
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty("newPassword");
    // Nothing changed so far: the other session still works.
    expect((await other.browser.get("/api/me/recommendations")).status).toBe(200);

    const res = await ana.browser.post("/api/auth/change-password", {
      currentPassword: ana.password,
      newPassword: "a-brand-new-passphrase",
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("token");
    expect((await other.browser.get("/api/me/recommendations")).status).toBe(401);
    expect((await ana.browser.get("/api/me/recommendations")).status).toBe(200);
    expect((await anotherSession(ana)).status).toBe(401);
    expect((await anotherSession(ana, "a-brand-new-passphrase")).status).toBe(200);
    // Every attempt hashes a password: slow on a busy machine.
  }, 60_000);

  it("signs out everywhere, this browser included", async () => {
    const ana = await signedInAs(t, "business");
    const ben = await signedInAs(t, "business");
    const other = await anotherSession(ana);
    const res = await ana.browser.post("/api/auth/revoke-sessions", {});
    expect(res.status).toBe(200);
    expect((await ana.browser.get("/api/me")).body.profile).toBeNull();
    expect((await other.browser.get("/api/me/recommendations")).status).toBe(401);
    const left = await t.db.select().from(session).where(eq(session.userId, ana.id));
    expect(left).toHaveLength(0);
    // Someone else's session is untouched.
    expect((await ben.browser.get("/api/me/recommendations")).status).toBe(200);
  }, 60_000);
});
