import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECT_TIMEOUT_MS } from "../src/db/client.ts";
import { READY_TIMEOUT_MS } from "../src/modules/health/health.index.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";
import { workerDatabaseUrl } from "./test-database.ts";

/** Slack for a loaded test machine on top of the server's own time limits. */
const MARGIN_MS = 2_000;
const base = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres" && base !== undefined;

interface Timed {
  path: string;
  status: number;
  retryAfter: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: whatever JSON the server answered
  body: any;
  ms: number;
}

describe.runIf(onPostgres)("the database going away and coming back", () => {
  let proxy: TcpProxy;
  let server: ServerProcess;
  let admin: pg.Client;
  let name: string;
  let cookie = "";

  beforeAll(async () => {
    const target = workerDatabaseUrl(base as string, `${process.env.VITEST_POOL_ID ?? "1"}_outage`);
    name = target.name;
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);

    const url = new URL(target.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = proxy.host;
    url.port = String(proxy.port);
    server = await startServerProcess({
      DATABASE_URL: url.toString(),
      SEED_DEMO_DATA: "true",
      OUTBOX_POLL_MS: "200",
    });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin?.end();
  });

  async function request(path: string, init: RequestInit = {}): Promise<Timed> {
    const started = performance.now();
    const headers = new Headers(init.headers);
    headers.set("origin", server.baseUrl);
    if (cookie) headers.set("cookie", cookie);
    if (init.body) headers.set("content-type", "application/json");
    const res = await fetch(`${server.baseUrl}${path}`, { ...init, headers }).catch((error) => {
      throw new Error(
        `${path}: no answer (${error.cause ?? error}); server exit code ${server.exitCode}\n${server.output.slice(-3000)}`,
      );
    });
    const text = await res.text();
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length > 0) cookie = set.join("; ");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return {
      path,
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      body,
      ms: performance.now() - started,
    };
  }

  /** What a visitor, a signed-in user and the auth endpoints ask while the database is away. */
  const duringOutage = () =>
    Promise.all([
      request("/api/tools"),
      request("/api/tools?q=invoice"),
      request("/api/me"),
      request("/api/me/favorites"),
      request("/api/auth/get-session"),
      request("/api/auth/sign-in/email", {
        method: "POST",
        body: JSON.stringify({ email: "someone@example.com", password: "not-the-password-1" }),
      }),
    ]);

  function expectUnavailable(replies: Timed[], withinMs: number) {
    for (const reply of replies) {
      expect({ path: reply.path, status: reply.status, code: reply.body?.error?.code }).toEqual({
        path: reply.path,
        status: 503,
        code: "UNAVAILABLE",
      });
      expect(typeof reply.body.error.message).toBe("string");
      expect(Number(reply.retryAfter)).toBeGreaterThan(0);
      expect(reply.ms, reply.path).toBeLessThan(withinMs);
    }
  }

  it("answers 503 with Retry-After while it is away, never hangs, and recovers without a restart", async () => {
    // Before: a catalogue request (builds the search index) and a signed-in one.
    const signUp = await request("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({
        name: "Outage Tester",
        email: `outage-${Date.now()}@example.com`,
        password: "correct-horse-battery-staple",
      }),
    });
    expect(signUp.status).toBe(200);
    // Not an address asked below: the catalogue keeps an answer for a second (ADR 12), and one
    // kept from just before the cut would still be served from memory during it.
    expect((await request("/api/tools?pageSize=6")).status).toBe(200);
    expect((await request("/api/me")).body.profile.fullName).toBe("Outage Tester");
    expect(proxy.openSockets).toBeGreaterThan(0);

    // The database restarts: every connection is reset, new ones are refused, for about 2 s.
    proxy.cut("reset");
    const cutUntil = Date.now() + 2_000;
    let rounds = 0;
    while (Date.now() < cutUntil) {
      expectUnavailable(await duringOutage(), CONNECT_TIMEOUT_MS + MARGIN_MS);
      const ready = await request("/readyz");
      expectUnavailable([ready], READY_TIMEOUT_MS + MARGIN_MS);
      rounds += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rounds).toBeGreaterThan(1);
    expect(server.exitCode, server.output).toBeNull();

    // Failover to an address that does not answer: connecting hangs, so the connect timeout decides.
    proxy.cut("stall");
    const [stalled, ready] = await Promise.all([duringOutage(), request("/readyz")]);
    expectUnavailable(stalled, CONNECT_TIMEOUT_MS + MARGIN_MS);
    expectUnavailable([ready], READY_TIMEOUT_MS + MARGIN_MS);
    expect(server.exitCode, server.output).toBeNull();

    // Back: the next requests succeed on the same process and the same session.
    proxy.restore();
    let tools = await request("/api/tools");
    for (let attempt = 0; attempt < 5 && tools.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      tools = await request("/api/tools");
    }
    expect(tools.status).toBe(200);
    expect(tools.body.total).toBeGreaterThan(0);
    expect((await request("/readyz")).status).toBe(200);
    expect((await request("/api/tools?q=invoice")).status).toBe(200);
    expect((await request("/api/me")).body.profile.fullName).toBe("Outage Tester");

    // The e-mail outbox worker kept polling through the outage: new mail still goes out.
    const booked = await request("/api/consultations", {
      method: "POST",
      body: JSON.stringify({
        name: "Layla Haddad",
        email: "layla@example.com",
        phone: "+971 50 123 4567",
        company: "Haddad Trading",
        industry: "retail",
        details: "Booked right after the database came back.",
        language: "en",
      }),
    });
    expect(booked.status).toBe(201);
    let delivered = 0;
    for (let attempt = 0; attempt < 40 && delivered === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const mailbox = await request("/api/dev/mailbox");
      delivered = mailbox.body.messages.length;
    }
    expect(delivered).toBeGreaterThan(0);
    expect(server.exitCode, server.output).toBeNull();
    // index.ts logs rather than exits on an unhandled rejection; there must not be any to log.
    expect(server.output).not.toContain("unhandled promise rejection");
  }, 60_000);
});
