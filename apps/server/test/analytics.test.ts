import { EVENT_LIMITS, SERVER_EVENT_TYPES } from "@app/shared/catalog";
import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, requestQuota } from "../src/db/schema/catalog.ts";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client, freshIp, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe("analytics events", () => {
  it("takes the user from the session, leaves ip_address null and records the user agent", async () => {
    const tool = await insertTool(t.db);
    const browser = await signedUp(t);
    const me = (await browser.get("/api/me")).body.profile;

    const res = await browser.post(
      "/api/events",
      { type: "demo_click", solutionId: tool.id, data: { source: "card" } },
      { "user-agent": "E2E Browser/1.0" },
    );
    expect(res.status).toBe(202);
    const search = await client(t).post("/api/events", {
      type: "search",
      data: { query: "crm", results_count: 3 },
    });
    expect(search.status).toBe(202);

    const rows = await t.db.select().from(analyticsEvents);
    const view = rows.find((r) => r.eventType === "demo_click");
    expect(view).toMatchObject({
      userId: me.id,
      solutionId: tool.id,
      ipAddress: null,
      userAgent: "E2E Browser/1.0",
    });
    expect(view?.eventData).toEqual({ source: "card" });
    expect(rows.find((r) => r.eventType === "search")).toMatchObject({
      userId: null,
      eventData: { query: "crm", results_count: 3 },
    });
  });

  it("keeps an event about an unknown tool without a dangling tool reference", async () => {
    const res = await client(t).post("/api/events", {
      type: "demo_click",
      solutionId: "00000000-0000-4000-8000-000000000000",
      data: { source: "card" },
    });
    expect(res.status).toBe(202);
    const [row] = await t.db.select().from(analyticsEvents);
    expect(row).toMatchObject({ eventType: "demo_click", solutionId: null, userId: null });
    expect(row?.eventData).toEqual({ source: "card" });
  });

  it("cannot be given a user id in the body", async () => {
    const res = await client(t).post("/api/events", {
      type: "page_view",
      user_id: "forged",
      userId: "forged",
    });
    expect(res.status).toBe(400);
    expect(await countRows(t.db, "analytics_events")).toBe(0);
  });

  it("rejects unknown types and oversized data", async () => {
    expect((await client(t).post("/api/events", { type: "purchase" })).status).toBe(400);
    const big = await client(t).post("/api/events", {
      type: "search",
      data: { query: "x".repeat(501) },
    });
    expect(big.status).toBe(400);
    expect(await countRows(t.db, "analytics_events")).toBe(0);
  });

  it("rate-limits events per address", async () => {
    const noisy = client(t);
    const statuses: number[] = [];
    for (let i = 0; i < EVENT_LIMITS.perAddressPerMinute + 2; i++) {
      statuses.push((await noisy.post("/api/events", { type: "page_view" })).status);
    }
    expect(statuses.slice(0, EVENT_LIMITS.perAddressPerMinute).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(EVENT_LIMITS.perAddressPerMinute)).toEqual([429, 429]);
    expect((await client(t).post("/api/events", { type: "page_view" })).status).toBe(202);
  });

  it("refuses the types the server records itself, and fields the dashboards do not read", async () => {
    for (const type of SERVER_EVENT_TYPES) {
      expect((await client(t).post("/api/events", { type })).status, type).toBe(400);
    }
    const padded = await client(t).post("/api/events", {
      type: "page_view",
      data: { page: "home", padding: "x".repeat(400) },
    });
    expect(padded.status).toBe(400);
    expect(await countRows(t.db, "analytics_events")).toBe(0);

    // The largest event the schema takes is about 1 KB, not the 11 KB it once was.
    const largest = {
      type: "page_view",
      solutionId: "00000000-0000-4000-8000-000000000000",
      data: {
        page: "p".repeat(EVENT_LIMITS.nameMax),
        path: "/".repeat(EVENT_LIMITS.textMax),
        language: "l".repeat(EVENT_LIMITS.nameMax),
        query: "q".repeat(200),
        results_count: 1_000_000,
        name: "n".repeat(EVENT_LIMITS.textMax),
        source: "s".repeat(EVENT_LIMITS.nameMax),
      },
    };
    expect(JSON.stringify(largest).length).toBeLessThan(1_100);
    expect((await client(t).post("/api/events", largest)).status).toBe(202);
  });

  it("counts a signed-in account's events across addresses, and refuses before writing", async () => {
    const browser = await signedUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < EVENT_LIMITS.perAccountPerMinute + 2; i++) {
      const res = await browser.post(
        "/api/events",
        { type: "page_view" },
        {
          "x-forwarded-for": freshIp(),
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, EVENT_LIMITS.perAccountPerMinute).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(EVENT_LIMITS.perAccountPerMinute)).toEqual([429, 429]);
    expect(await countRows(t.db, "analytics_events")).toBe(EVENT_LIMITS.perAccountPerMinute);
  });

  it("stops an address at its daily number of events, writing nothing more", async () => {
    const ip = freshIp();
    // The address has sent its day's events (a minute at a time, within the minute's limit).
    await t.db.insert(requestQuota).values({
      key: `events-day:${ip}`,
      windowStart: new Date(),
      count: EVENT_LIMITS.perAddressPerDay,
    });
    const refused = await client(t, ip).post("/api/events", { type: "page_view" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60 * 60);
    expect(await countRows(t.db, "analytics_events")).toBe(0);
    expect((await client(t).post("/api/events", { type: "page_view" })).status).toBe(202);
  });
});
