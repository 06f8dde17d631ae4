import { beforeEach, describe, expect, it, vi } from "vitest";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe("favourites", () => {
  it("adds and removes idempotently, per user, newest first with the joined tool", async () => {
    const first = await insertTool(t.db, { name: "First", pricing: "From $10/month" });
    const second = await insertTool(t.db, { name: "Second" });
    const ana = await signedUp(t);
    const ben = await signedUp(t);

    expect((await ana.send("PUT", `/api/me/favorites/${first.id}`)).status).toBe(204);
    expect((await ana.send("PUT", `/api/me/favorites/${first.id}`)).status).toBe(204);
    await new Promise((r) => setTimeout(r, 5));
    await ana.send("PUT", `/api/me/favorites/${second.id}`);
    expect(await countRows(t.db, "user_favorites")).toBe(2);

    expect((await ana.get("/api/me/favorites/ids")).body.ids).toEqual([second.id, first.id]);
    expect((await ben.get("/api/me/favorites/ids")).body.ids).toEqual([]);

    const list = await ana.get("/api/me/favorites");
    expect(list.body.items[1]).toMatchObject({
      solutionId: first.id,
      tool: {
        id: first.id,
        name: "First",
        category: first.category,
        shortDesc: first.shortDesc,
        pricing: "From $10/month",
      },
    });
    expect(Date.parse(list.body.items[0].savedAt)).not.toBeNaN();

    expect((await ana.send("DELETE", `/api/me/favorites/${first.id}`)).status).toBe(204);
    expect((await ana.send("DELETE", `/api/me/favorites/${first.id}`)).status).toBe(204);
    expect((await ana.get("/api/me/favorites/ids")).body.ids).toEqual([second.id]);
  });

  it("needs a session", async () => {
    const tool = await insertTool(t.db);
    expect((await client(t).get("/api/me/favorites/ids")).status).toBe(401);
    expect((await client(t).get("/api/me/favorites")).status).toBe(401);
    expect((await client(t).send("PUT", `/api/me/favorites/${tool.id}`)).status).toBe(401);
    expect((await client(t).send("DELETE", `/api/me/favorites/${tool.id}`)).status).toBe(401);
    expect(await countRows(t.db, "user_favorites")).toBe(0);
  });

  it("looks the session up once per request", async () => {
    const ana = await signedUp(t);
    const getSession = vi.spyOn(t.auth.api, "getSession");
    for (const path of ["/api/me/favorites", "/api/me/favorites/ids"]) {
      getSession.mockClear();
      expect((await ana.get(path)).status).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(1);
    }
    getSession.mockRestore();
  });

  it("answers 404 for an unknown tool and 400 for a malformed id", async () => {
    const ana = await signedUp(t);
    expect(
      (await ana.send("PUT", "/api/me/favorites/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    expect((await ana.send("PUT", "/api/me/favorites/xyz")).status).toBe(400);
  });
});
