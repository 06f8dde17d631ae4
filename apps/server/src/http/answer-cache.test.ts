import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import { ANSWER_TTL_MS, createAnswerCache } from "./answer-cache.ts";

/**
 * A catalogue stand-in: GET /tool answers the current name; POST /rename changes it. The chain
 * behind the cache sets a header of its own and a request id, as the app's does.
 */
function appWithCache() {
  const answers = createAnswerCache({ cachedPath: /^\/api\/tool$/ });
  let name = "first";
  let reads = 0;
  let hold: Promise<void> | undefined;
  const app = new Hono();
  app.use(answers.serve);
  app.use(requestId());
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Frame-Options", "DENY");
    const encoding = c.req.header("accept-encoding");
    if (encoding) c.res.headers.set("X-Encoded-As", encoding);
  });
  app.use("/api/*", answers.writes);
  app.get("/api/tool", async (c) => {
    reads += 1;
    const seen = name;
    await hold;
    return c.json({ name: seen });
  });
  app.post("/api/rename", async (c) => {
    name = (await c.req.json<{ name: string }>()).name;
    return c.json({ ok: true });
  });
  app.post("/api/events", (c) => c.json({ ok: true }));
  app.post("/api/forbidden", (c) => c.json({ error: "signed out" }, 401));
  app.post("/api/failing", () => {
    throw new Error("the write failed half-way");
  });
  app.onError((_error, c) => c.json({ error: "server" }, 500));
  const read = async () =>
    ((await (await app.request("/api/tool")).json()) as { name: string }).name;
  const rename = (to: string) =>
    app.request("/api/rename", { method: "POST", body: JSON.stringify({ name: to }) });
  return {
    app,
    read,
    rename,
    reads: () => reads,
    /** Another process's write: the database changes, this process hears nothing. */
    renameElsewhere: (to: string) => {
      name = to;
    },
    holdReads: () => {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe("the hot answer cache", () => {
  it("answers a repeated read from memory", async () => {
    const t = appWithCache();
    expect(await t.read()).toBe("first");
    expect(await t.read()).toBe("first");
    expect(t.reads()).toBe(1);
  });

  it("shows a write through this process on the next read", async () => {
    const t = appWithCache();
    await t.read();
    await t.rename("second");
    expect(await t.read()).toBe("second");
  });

  it("shows another process's write within a second", async () => {
    const t = appWithCache();
    await t.read();
    t.renameElsewhere("elsewhere");
    await new Promise((resolve) => setTimeout(resolve, ANSWER_TTL_MS + 50));
    expect(await t.read()).toBe("elsewhere");
  });

  it("does not keep a read that was under way while a write happened", async () => {
    const t = appWithCache();
    const release = t.holdReads();
    const early = t.read();
    await t.rename("second");
    release();
    expect(await early).toBe("first");
    expect(await t.read()).toBe("second");
  });

  it("keeps its answers across page-view events, which change no catalogue answer", async () => {
    const t = appWithCache();
    await t.read();
    await t.app.request("/api/events", { method: "POST" });
    await t.read();
    expect(t.reads()).toBe(1);
  });

  it("sends a hit with the headers the chain set, a request id of its own", async () => {
    const t = appWithCache();
    const miss = await t.app.request("/api/tool");
    const hit = await t.app.request("/api/tool");
    expect(t.reads()).toBe(1);
    expect(await hit.json()).toEqual(await miss.json());
    expect(hit.headers.get("x-frame-options")).toBe("DENY");
    expect(hit.headers.get("content-type")).toBe(miss.headers.get("content-type"));
    const ids = [miss, hit].map((response) => response.headers.get("x-request-id"));
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBeTruthy();
    expect(ids[1]).not.toBe(ids[0]);
    const named = await t.app.request("/api/tool", { headers: { "x-request-id": "trace-42" } });
    expect(named.headers.get("x-request-id")).toBe("trace-42");
  });

  it("keeps one answer per encoding the browser accepts", async () => {
    const t = appWithCache();
    const brotli = { headers: { "accept-encoding": "br" } };
    await t.app.request("/api/tool");
    const first = await t.app.request("/api/tool", brotli);
    expect(first.headers.get("x-encoded-as")).toBe("br");
    const again = await t.app.request("/api/tool", brotli);
    expect(again.headers.get("x-encoded-as")).toBe("br");
    expect((await t.app.request("/api/tool")).headers.get("x-encoded-as")).toBeNull();
    expect(t.reads()).toBe(2);
  });

  it("runs the chain for a conditional request, and for paths it does not keep", async () => {
    const t = appWithCache();
    await t.read();
    await t.app.request("/api/tool", { headers: { "if-none-match": '"x"' } });
    expect(t.reads()).toBe(2);
    await t.app.request("/api/tool?page=2");
    await t.app.request("/api/tool?page=2");
    expect(t.reads()).toBe(3);
  });

  it("makes an expired answer once however many connections ask for it at once", async () => {
    const t = appWithCache();
    const release = t.holdReads();
    const all = Promise.all(Array.from({ length: 5 }, () => t.read()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await all).toEqual(["first", "first", "first", "first", "first"]);
    expect(t.reads()).toBe(1);
  });

  it("keeps its answers across writes the server refused, which changed nothing", async () => {
    const t = appWithCache();
    await t.read();
    for (let i = 0; i < 100; i++) {
      expect((await t.app.request("/api/forbidden", { method: "POST" })).status).toBe(401);
      expect((await t.app.request("/api/nowhere", { method: "POST" })).status).toBe(404);
    }
    await t.read();
    expect(t.reads()).toBe(1);
  });

  it("empties itself after a write that failed on the server's side, which may have changed rows", async () => {
    const t = appWithCache();
    await t.read();
    expect((await t.app.request("/api/failing", { method: "POST" })).status).toBe(500);
    await t.read();
    expect(t.reads()).toBe(2);
  });
});
