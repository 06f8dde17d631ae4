import http from "node:http";
import type { AddressInfo } from "node:net";
import { AUTH_RATE_LIMIT } from "@app/shared/limits";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEADS_PER_TEN_MINUTES } from "../src/modules/leads/leads.index.ts";
import { newUser } from "./client.ts";
import { httpBrowser, nextAddress } from "./http-browser.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { startSmtpSink } from "./smtp-sink.ts";
import { throwawayPostgres } from "./test-database.ts";
import { signInWithTwoFactor } from "./totp.ts";

/**
 * A long run of `npm run test:chaos` (CHAOS=1), on PostgreSQL: two server processes on one
 * database behind a round-robin proxy, as the compose file deploys them.
 */
const base = process.env.TEST_DATABASE_URL;
const runs = process.env.CHAOS === "1" && process.env.TEST_DB === "postgres" && base !== undefined;

const ADMIN = { email: "two-admin@example.com", password: "two-instances-passphrase-7" };

/**
 * Sends each request to the next instance in turn, appending the caller's address to
 * X-Forwarded-For as a proxy does. All callers here connect from 127.0.0.1, so a test names the
 * peer it plays in `x-test-peer` (the proxy's view of the connection, not a header it forwards).
 */
async function startRoundRobin() {
  const targets: string[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next % targets.length] as string);
    next += 1;
    const peer = req.headers["x-test-peer"] ?? req.socket.remoteAddress;
    const forwarded = [req.headers["x-forwarded-for"], peer].filter(Boolean).join(", ");
    delete req.headers["x-test-peer"];
    const out = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    targets,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(runs)("two instances on one PostgreSQL behind a round-robin proxy", () => {
  let target: Awaited<ReturnType<typeof throwawayPostgres>>;
  let proxy: Awaited<ReturnType<typeof startRoundRobin>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    target = await throwawayPostgres("two");
    proxy = await startRoundRobin();
    sink = await startSmtpSink();
    // One after the other: the first migrates, seeds and makes the admin; the second finds them.
    for (let i = 0; i < 2; i += 1) {
      const instance = await startServerProcess({
        DATABASE_URL: target.url,
        PUBLIC_URL: proxy.url,
        TRUST_PROXY: "true",
        SEED_DEMO_DATA: "true",
        SMTP_URL: sink.url,
        OUTBOX_POLL_MS: "100",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      instances.push(instance);
      proxy.targets.push(instance.baseUrl);
    }
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await proxy?.close();
    await sink?.close();
    await target?.drop();
  });

  /** A browser behind its own address, talking to the proxy (or to one instance when named). */
  const browser = () =>
    httpBrowser({
      base: proxy.url,
      address: nextAddress("10.44"),
      // Through the proxy: the peer it sees. Straight to an instance: as if from the proxy.
      addressHeaders: (at, address): Record<string, string> =>
        at === proxy.url ? { "x-test-peer": address } : { "x-forwarded-for": address },
    });

  it("a session made on one instance works on the other", async () => {
    const call = browser();
    const account = newUser();
    expect((await call("POST", "/api/auth/sign-up/email", account)).status).toBe(200);
    for (const instance of instances) {
      const me = await call("GET", "/api/me", undefined, instance.baseUrl);
      expect(me.body.profile?.email, instance.baseUrl).toBe(account.email.toLowerCase());
    }
  });

  it("form and sign-in limits are shared and hold under a parallel burst", async () => {
    const bot = browser();
    const forms = await Promise.all(
      Array.from({ length: LEADS_PER_TEN_MINUTES * 3 }, (_, i) =>
        bot("POST", "/api/consultations", {
          name: `Burst ${i}`,
          email: `burst${i}@example.com`,
          language: "en",
        }),
      ),
    );
    expect(forms.filter((r) => r.status === 201)).toHaveLength(LEADS_PER_TEN_MINUTES);
    expect(forms.filter((r) => r.status === 429)).toHaveLength(LEADS_PER_TEN_MINUTES * 2);

    const guesser = browser();
    const attempts = await Promise.all(
      Array.from({ length: AUTH_RATE_LIMIT.signInMax * 3 }, () =>
        guesser("POST", "/api/auth/sign-in/email", {
          email: ADMIN.email,
          password: "a-wrong-guess-for-sure",
        }),
      ),
    );
    const counted = attempts.filter((r) => r.status !== 429);
    expect(counted.length).toBeLessThanOrEqual(AUTH_RATE_LIMIT.signInMax);
    expect(attempts.filter((r) => r.status === 429).length).toBeGreaterThan(0);
  });

  /** Waits until the outbox has nothing left to send (mail of the tests before). */
  async function outboxSettled() {
    const db = new pg.Client({ connectionString: target.url });
    await db.connect();
    try {
      for (let i = 0; i < 150; i += 1) {
        const { rows } = await db.query<{ n: number }>(
          "select count(*)::int as n from email_outbox where status <> 'sent'",
        );
        if (rows[0]?.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("the outbox did not empty");
    } finally {
      await db.end();
    }
  }

  it("each e-mail leaves once, whichever instance's worker takes it", async () => {
    await outboxSettled();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = sink.received.length;
    const sent = 12;
    for (let i = 0; i < sent; i += 1) {
      const res = await browser()("POST", "/api/consultations", {
        name: `Mail ${i}`,
        email: `mail-once-${i}@example.com`,
        language: "en",
      });
      expect(res.status).toBe(201);
    }
    // A team notice and a confirmation for each.
    const deadline = Date.now() + 15_000;
    while (sink.received.length - before < sent * 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // any duplicate would come now
    const mine = sink.received.slice(before);
    const ids = mine.map((m) => m.raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim());
    expect(mine).toHaveLength(sent * 2);
    expect(new Set(ids).size).toBe(sent * 2);
  });

  it("a catalogue change made on one instance shows on the other within a second", async () => {
    const reader = browser();
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const tools = (await reader("GET", "/api/tools?pageSize=3", undefined, b.baseUrl)).body.items;
    const id = tools[0].id as string;
    // B has the answer kept (ADR 12) when A hides the listing.
    expect((await reader("GET", `/api/tools/${id}`, undefined, b.baseUrl)).status).toBe(200);
    const ops = browser();
    await signInWithTwoFactor((method, path, body) => ops(method, path, body, a.baseUrl), ADMIN);
    const hidden = await ops(
      "POST",
      `/api/admin/listings/${id}/hide`,
      { reason: "Broken link reported by several users." },
      a.baseUrl,
    );
    expect(hidden.status).toBe(200);
    const changedAt = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - changedAt < 1_000) {
      status = (await reader("GET", `/api/tools/${id}`, undefined, b.baseUrl)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(404);
  });
});
