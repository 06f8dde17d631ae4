import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";
import { throwawayPostgres } from "./test-database.ts";

/**
 * A long run of `npm run test:chaos` (CHAOS=1), on PostgreSQL: a TCP proxy cuts the database for
 * 10 s while clients read and write; the server answers 503 with Retry-After, stays up, serves
 * again within 5 s of the database's return, and every write it acknowledged is in the database.
 */
const base = process.env.TEST_DATABASE_URL;
const runs = process.env.CHAOS === "1" && process.env.TEST_DB === "postgres" && base !== undefined;

const OUTAGE_MS = 10_000;
const BACK_WITHIN_MS = 5_000;

interface Reply {
  kind: "read" | "write";
  started: number;
  ended: number;
  status?: number;
  retryAfter?: string | null;
  id?: string;
  error?: string;
}

describe.runIf(runs)("a 10 s database outage under a mixed load", () => {
  let proxy: TcpProxy;
  let server: ServerProcess;
  let target: Awaited<ReturnType<typeof throwawayPostgres>>;

  beforeAll(async () => {
    target = await throwawayPostgres("chaos");
    const url = new URL(target.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = proxy.host;
    url.port = String(proxy.port);
    server = await startServerProcess({
      DATABASE_URL: url.toString(),
      SEED_DEMO_DATA: "true",
      TRUST_PROXY: "true",
    });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await target?.drop();
  });

  let n = 0;
  async function call(kind: Reply["kind"]): Promise<Reply> {
    n += 1;
    const i = n;
    const started = performance.now();
    const init: RequestInit =
      kind === "write"
        ? {
            method: "POST",
            body: JSON.stringify({
              name: `Outage ${i}`,
              email: `outage${i}@example.com`,
              details: "Sent while the database may be away.",
              language: "en",
            }),
          }
        : {};
    const path = kind === "write" ? "/api/consultations" : `/api/tools?q=${["chat", "crm"][i % 2]}`;
    try {
      const res = await fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: {
          origin: server.baseUrl,
          "x-forwarded-for": `10.66.${(i >> 8) & 255}.${i & 255}`,
          ...(init.body ? { "content-type": "application/json" } : {}),
        },
      });
      const body = await res.json().catch(() => undefined);
      return {
        kind,
        started,
        ended: performance.now(),
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        id: res.status === 201 ? body?.id : undefined,
      };
    } catch (error) {
      return { kind, started, ended: performance.now(), error: String(error) };
    }
  }

  it("503 with Retry-After, no crash, back within 5 s, every acknowledged write kept", async () => {
    const replies: Reply[] = [];
    let running = true;
    const clients = Array.from({ length: 12 }, async (_, client) => {
      while (running) {
        replies.push(await call(client % 3 === 0 ? "write" : "read"));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    proxy.cut("reset");
    const cutAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    proxy.restore();
    const backAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, BACK_WITHIN_MS + 3_000));
    running = false;
    await Promise.all(clients);

    expect(server.exitCode, server.output.slice(-2000)).toBeNull();
    // Every request got an answer: a success, or 503 with Retry-After.
    const unanswered = replies.filter((r) => r.error);
    expect(unanswered, JSON.stringify(unanswered.slice(0, 3))).toEqual([]);
    const wrong = replies.filter(
      (r) => !(r.status && r.status < 300) && !(r.status === 503 && Number(r.retryAfter) > 0),
    );
    expect(wrong, JSON.stringify(wrong.slice(0, 3))).toEqual([]);
    const during = replies.filter((r) => r.started > cutAt + 1_000 && r.ended < backAt);
    expect(during.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    // Back within 5 s: everything sent after that succeeded.
    const late = replies.filter((r) => r.started > backAt + BACK_WITHIN_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((r) => r.status && r.status < 300)).toBe(true);

    // Every acknowledged write is in the database.
    const acked = replies.flatMap((r) => (r.id ? [r.id] : []));
    expect(acked.length).toBeGreaterThan(10);
    const db = new pg.Client({ connectionString: target.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>(
        "select id from consultations where id = any($1::uuid[])",
        [acked],
      );
      expect(rows.length).toBe(acked.length);
    } finally {
      await db.end();
    }
  }, 120_000);
});
