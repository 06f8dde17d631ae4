import type { AddressInfo } from "node:net";
import { TOOL_VIEW_LIMITS } from "@app/shared/limits";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, requestQuota } from "../src/db/schema/catalog.ts";
import { createHttpServer } from "../src/http/node-server.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client, freshIp, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const WEBSITE = "https://souq-helper.example.com/start";

/** The events of this type, after every count under way has been written. */
async function counted(type: "tool_view" | "website_click", toolId?: string) {
  await t.app.toolCounts.settled();
  const rows = await t.db
    .select()
    .from(analyticsEvents)
    .where(
      toolId
        ? and(eq(analyticsEvents.eventType, type), eq(analyticsEvents.solutionId, toolId))
        : eq(analyticsEvents.eventType, type),
    );
  return rows;
}

/** One visitor: one network and one browser. */
function visitor(ip = freshIp(), userAgent = "Visitor Browser/1.0") {
  const browser = client(t, ip);
  return {
    get: (path: string) => browser.get(path, { "user-agent": userAgent }),
  };
}

describe("POST /api/events (issue 46 point 9)", () => {
  it("refuses tool_view and website_click: the server counts them itself; nothing is written", async () => {
    const tool = await insertTool(t.db, { websiteUrl: WEBSITE });
    for (const type of ["tool_view", "website_click"]) {
      const res = await client(t).post("/api/events", { type, solutionId: tool.id });
      expect(res.status, type).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect(await counted("tool_view")).toEqual([]);
    expect(await counted("website_click")).toEqual([]);
  });
});

describe("tool views, counted where the server serves the tool", () => {
  it("100 views of one tool by one visitor count 1 a day; its page and its detail are one view", async () => {
    const tool = await insertTool(t.db);
    const reader = visitor();
    for (let i = 0; i < 100; i++) {
      const path = i % 2 ? `/api/tools/${tool.id}` : `/api/tools/${tool.slug}`;
      expect((await reader.get(path)).status).toBe(200);
    }
    expect((await reader.get(`/tool/${tool.slug}`)).status).toBe(200);
    expect((await reader.get(`/ar/tool/${tool.id}`)).status).toBe(200);
    const rows = await counted("tool_view", tool.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, ipAddress: null });
    // No address is stored with the day's mark either: the visitor is a keyed hash.
    const marks = await t.db.select({ key: requestQuota.key }).from(requestQuota);
    const mark = marks.find((m) => m.key.startsWith("tool_view:"));
    expect(mark?.key).toMatch(/^tool_view:\d{4}-\d{2}-\d{2}:[\w-]+:/);
    expect(marks.filter((m) => m.key.startsWith("tool_view:")).length).toBe(1);
  });

  it("views from different visitors count each: another network, another browser, an account", async () => {
    const tool = await insertTool(t.db);
    const ip = freshIp();
    await visitor(ip, "Browser A").get(`/api/tools/${tool.id}`);
    await visitor(ip, "Browser B").get(`/api/tools/${tool.id}`);
    await visitor(freshIp(), "Browser A").get(`/api/tools/${tool.id}`);
    // The same /64 with the same browser is one visitor.
    await visitor("2001:db8:5:6::1").get(`/api/tools/${tool.id}`);
    await visitor("2001:db8:5:6::2").get(`/api/tools/${tool.id}`);
    const member = await signedUp(t);
    const me = (await member.get("/api/me")).body.profile;
    for (const ua of ["Phone", "Laptop"]) {
      await member.get(`/api/tools/${tool.id}`, { "user-agent": ua, "x-forwarded-for": freshIp() });
    }
    const rows = await counted("tool_view", tool.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.userId === me.id)).toHaveLength(1);
  });

  it("counts a view the hot answer cache serves, in Hono and from Node's own request", async () => {
    const tool = await insertTool(t.db);
    const server = createHttpServer(t.app);
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const statuses: string[] = [];
      for (const [i, ua] of ["One", "Two", "Three"].entries()) {
        const res = await fetch(`${base}/api/tools/${tool.id}`, {
          headers: { "user-agent": ua, "x-forwarded-for": `10.200.0.${i + 1}` },
        });
        statuses.push(`${res.status}`);
        await res.arrayBuffer();
      }
      expect(statuses).toEqual(["200", "200", "200"]);
      // The second and third were kept answers (the cache keeps one for a second).
      expect(t.app.answers.size()).toBeGreaterThan(0);
      expect(await counted("tool_view", tool.id)).toHaveLength(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a hidden (unpublished) tool is 404 and counts nothing", async () => {
    const hidden = await insertTool(t.db, { status: "hidden", websiteUrl: WEBSITE });
    const reader = visitor();
    for (const tool of [hidden]) {
      expect((await reader.get(`/api/tools/${tool.id}`)).status).toBe(404);
      expect((await reader.get(`/api/tools/${tool.slug}`)).status).toBe(404);
      expect((await reader.get(`/api/tools/${tool.id}/visit`)).status).toBe(404);
      await reader.get(`/tool/${tool.slug}`);
    }
    expect(await counted("tool_view")).toEqual([]);
    expect(await counted("website_click")).toEqual([]);
  });

  it("stops counting a network's views at its day's cap; the tool is served as ever", async () => {
    const ip = freshIp();
    await t.db.insert(requestQuota).values({
      key: `tool_view-day:${ip}`,
      windowStart: new Date(),
      count: TOOL_VIEW_LIMITS.countedPerAddressPerDay,
    });
    const tool = await insertTool(t.db);
    for (const ua of ["A", "B", "C"]) {
      expect((await visitor(ip, ua).get(`/api/tools/${tool.id}`)).status).toBe(200);
    }
    expect(await counted("tool_view")).toEqual([]);
    await visitor().get(`/api/tools/${tool.id}`);
    expect(await counted("tool_view")).toHaveLength(1);
  });
  it("an account's views stop at its day's cap; a view counted elsewhere today takes none of it", async () => {
    const member = await signedUp(t);
    const me = (await member.get("/api/me")).body.profile;
    const [counted1, capped] = [await insertTool(t.db), await insertTool(t.db)];
    const day = new Date().toISOString().slice(0, 10);
    // Another process counted this view today: this one stops at the day's mark, before the cap.
    await t.db.insert(requestQuota).values({
      key: `tool_view:${day}:account:${me.id}:${counted1.id}`,
      windowStart: new Date(),
      count: 1,
    });
    expect((await member.get(`/api/tools/${counted1.id}`)).status).toBe(200);
    expect(await counted("tool_view")).toEqual([]);
    const capKey = `tool_view-account-day:${me.id}`;
    const caps = await t.db.select().from(requestQuota).where(eq(requestQuota.key, capKey));
    expect(caps).toEqual([]);
    // At its cap, from any network, the account's views are served and not counted.
    await t.db.insert(requestQuota).values({
      key: capKey,
      windowStart: new Date(),
      count: TOOL_VIEW_LIMITS.countedPerAccountPerDay,
    });
    for (const ip of [freshIp(), freshIp()]) {
      const res = await member.get(`/api/tools/${capped.id}`, { "x-forwarded-for": ip });
      expect(res.status).toBe(200);
    }
    expect(await counted("tool_view")).toEqual([]);
  });
});

describe("GET /api/tools/{id}/visit: website clicks through the server", () => {
  it("sends the visitor to the tool's stored website only, and counts once per visitor a day", async () => {
    const tool = await insertTool(t.db, { websiteUrl: WEBSITE });
    const reader = visitor();
    for (const path of [
      `/api/tools/${tool.id}/visit`,
      `/api/tools/${tool.slug}/visit`,
      `/api/tools/${tool.id}/visit?url=https://evil.example.net/&next=//evil.example.net`,
    ]) {
      const res = await reader.get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(WEBSITE);
      expect(res.headers.get("cache-control")).toContain("no-store");
    }
    expect(await counted("website_click", tool.id)).toHaveLength(1);
    await visitor().get(`/api/tools/${tool.id}/visit`);
    expect(await counted("website_click", tool.id)).toHaveLength(2);
    // A click is not a view.
    expect(await counted("tool_view")).toEqual([]);
  });

  it("is 404 for a tool without a website or with one that is not http(s)", async () => {
    const none = await insertTool(t.db, { websiteUrl: null });
    const odd = await insertTool(t.db, { websiteUrl: "javascript:alert(1)" });
    for (const tool of [none, odd]) {
      expect((await visitor().get(`/api/tools/${tool.id}/visit`)).status).toBe(404);
    }
    expect((await visitor().get("/api/tools/no-such-tool/visit")).status).toBe(404);
    expect(await counted("website_click")).toEqual([]);
  });
});

afterEach(async () => {
  await t.app.toolCounts.settled();
});
