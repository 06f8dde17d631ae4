import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents } from "../src/db/schema/catalog.ts";
import { EVENTS_PER_MINUTE } from "../src/modules/analytics/analytics.index.ts";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
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
      { type: "tool_view", solutionId: tool.id, data: { source: "card" } },
      { "user-agent": "E2E Browser/1.0" },
    );
    expect(res.status).toBe(202);
    const search = await client(t).post("/api/events", {
      type: "search",
      data: { query: "crm", results_count: 3 },
    });
    expect(search.status).toBe(202);

    const rows = await t.db.select().from(analyticsEvents);
    const view = rows.find((r) => r.eventType === "tool_view");
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
      type: "tool_view",
      solutionId: "00000000-0000-4000-8000-000000000000",
      data: { source: "card" },
    });
    expect(res.status).toBe(202);
    const [row] = await t.db.select().from(analyticsEvents);
    expect(row).toMatchObject({ eventType: "tool_view", solutionId: null, userId: null });
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
    for (let i = 0; i < EVENTS_PER_MINUTE + 2; i++) {
      statuses.push((await noisy.post("/api/events", { type: "page_view" })).status);
    }
    expect(statuses.slice(0, EVENTS_PER_MINUTE).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(EVENTS_PER_MINUTE)).toEqual([429, 429]);
    expect((await client(t).post("/api/events", { type: "page_view" })).status).toBe(202);
  });
});
