import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe("ETag and 304 on what every visitor sees alike", () => {
  it("answers 304 without a body for the catalogue, a tool and its reviews while nothing changed", async () => {
    const tool = await insertTool(t.db, { name: "Tagged Tool" });
    // Enough tools for the list to pass the compression threshold.
    for (let i = 0; i < 6; i++) await insertTool(t.db, { name: `Listed Tool ${i}` });
    for (const path of ["/api/tools", `/api/tools/${tool.id}`, `/api/tools/${tool.id}/reviews`]) {
      const first = await get(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get("etag");
      expect(tag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get("cache-control")).toBe("public, no-cache");

      const again = await get(path, { "if-none-match": tag as string });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(tag);

      // Compressed, the tag is weak, and the weak tag revalidates too.
      const packed = await get(path, { "accept-encoding": "br" });
      const weak = packed.headers.get("etag") as string;
      // The list is over the compression threshold: that one is compressed for sure.
      if (path === "/api/tools") expect(packed.headers.get("content-encoding")).toBe("br");
      if (packed.headers.get("content-encoding")) expect(weak).toBe(`W/${tag}`);
      const revalidated = await get(path, { "accept-encoding": "br", "if-none-match": weak });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("vary")).toMatch(/accept-encoding/i);
    }
  });

  it("sends the new body after a write: a rating changes the tool's tag", async () => {
    const tool = await insertTool(t.db, { name: "Rated Tool" });
    const before = await get(`/api/tools/${tool.id}`);
    const tag = before.headers.get("etag") as string;
    const rater = await signedUp(t);
    const rated = await rater.send("PUT", `/api/tools/${tool.id}/ratings/mine`, { rating: 4 });
    expect(rated.status).toBe(200);
    const after = await get(`/api/tools/${tool.id}`, { "if-none-match": tag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(tag);
    expect((await after.json()).tool.reviewsCount).toBe(1);
  });

  it("leaves per-user answers and errors without a tag", async () => {
    const tool = await insertTool(t.db);
    const member = await signedUp(t);
    const mine = await member.get(`/api/tools/${tool.id}/ratings/mine`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("etag")).toBeNull();
    const missing = await get("/api/tools/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });

  it("tags a page's HTML, which a browser revalidates", async () => {
    const page = await get("/marketplace");
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const tag = page.headers.get("etag") as string;
    expect(tag).toBeTruthy();
    expect(page.headers.get("cache-control")).toBe("public, no-cache");
    expect((await get("/marketplace", { "if-none-match": tag })).status).toBe(304);
  });

  it("answers a repeated read from memory: a write straight to the database shows only later", async () => {
    const tool = await insertTool(t.db, { name: "Remembered Tool" });
    const path = `/api/tools/${tool.id}`;
    const nameAt = async () =>
      ((await (await get(path)).json()) as { tool: { name: string } }).tool.name;
    expect(await nameAt()).toBe("Remembered Tool");
    // Not through the app, so nothing empties the cache: the next read is the kept answer.
    await t.db
      .update(solutionsCatalog)
      .set({ name: "Renamed Behind Its Back" })
      .where(eq(solutionsCatalog.id, tool.id));
    expect(await nameAt()).toBe("Remembered Tool");
    await expect.poll(nameAt, { timeout: 5_000 }).toBe("Renamed Behind Its Back");
  });

  it("sends a kept answer with every header the chain gave it, compressed as asked", async () => {
    const tool = await insertTool(t.db, { name: "Kept Tool" });
    for (let i = 0; i < 6; i++) await insertTool(t.db, { name: `Kept Listed ${i}` });
    const without = (response: Response) =>
      [...response.headers].filter(([name]) => name !== "x-request-id");
    for (const path of ["/api/tools", `/api/tools/${tool.id}`, `/api/tools/${tool.id}/reviews`]) {
      const encodings: Record<string, string>[] = [
        {},
        { "accept-encoding": "br" },
        { "accept-encoding": "gzip" },
      ];
      for (const encoding of encodings) {
        const first = await get(path, encoding);
        const kept = await get(path, encoding);
        expect(without(kept), path).toEqual(without(first));
        expect(kept.headers.get("content-security-policy"), path).toContain("default-src 'self'");
        expect(kept.headers.get("x-request-id"), path).toBeTruthy();
        expect(kept.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
        expect(new Uint8Array(await kept.arrayBuffer())).toEqual(
          new Uint8Array(await first.arrayBuffer()),
        );
      }
    }
  });
});
