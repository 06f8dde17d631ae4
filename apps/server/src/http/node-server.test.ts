import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { afterEach, describe, expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache.ts";
import { createHttpServer } from "./node-server.ts";

/** A catalogue stand-in behind the cache, counting the requests Hono itself sees. */
async function servedApp() {
  const answers = createAnswerCache({ cachedPath: /^\/api\/tool$/ });
  let name = "first";
  let seenByHono = 0;
  const app = new Hono();
  app.use(async (_c, next) => {
    seenByHono += 1;
    await next();
  });
  app.use(answers.serve);
  app.use(requestId());
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Frame-Options", "DENY");
    c.res.headers.set("Vary", "Accept-Encoding");
  });
  app.use("/api/*", answers.writes);
  app.get("/api/tool", (c) => c.json({ name }));
  app.post("/api/rename", async (c) => {
    name = (await c.req.json<{ name: string }>()).name;
    return c.json({ ok: true });
  });
  const server = createHttpServer(Object.assign(app, { answers }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seenByHono: () => seenByHono };
}

const servers: ReturnType<typeof createHttpServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("the app's HTTP server", () => {
  it("sends a kept answer from Node's request, with the chain's headers and a request id of its own", async () => {
    const t = await servedApp();
    const miss = await fetch(`${t.base}/api/tool`);
    const missBody = await miss.text();
    expect(t.seenByHono()).toBe(1);

    const hit = await fetch(`${t.base}/api/tool`, { headers: { "x-request-id": "trace-42" } });
    expect(t.seenByHono()).toBe(1);
    expect(hit.status).toBe(200);
    const hitBody = await hit.text();
    expect(hitBody).toBe(missBody);
    expect(hit.headers.get("content-length")).toBe(String(Buffer.byteLength(hitBody)));
    for (const header of ["content-type", "x-frame-options", "vary"]) {
      expect(hit.headers.get(header), header).toBe(miss.headers.get(header));
    }
    expect(hit.headers.get("x-request-id")).toBe("trace-42");
    const fresh = await fetch(`${t.base}/api/tool`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    expect(fresh.headers.get("x-request-id")).not.toBe(miss.headers.get("x-request-id"));
  });

  it("leaves writes, conditional requests and escaped paths to Hono, and a write empties the cache", async () => {
    const t = await servedApp();
    await fetch(`${t.base}/api/tool`);
    await fetch(`${t.base}/api/tool`, { headers: { "if-none-match": '"x"' } });
    await fetch(`${t.base}/api/%74ool`);
    expect(t.seenByHono()).toBe(3);

    await fetch(`${t.base}/api/rename`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "second" }),
    });
    expect(t.seenByHono()).toBe(4);
    const after = await fetch(`${t.base}/api/tool`);
    expect(await after.json()).toEqual({ name: "second" });
    expect(t.seenByHono()).toBe(5);
  });
});
