import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser } from "./client.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { throwawayPostgres } from "./test-database.ts";

/**
 * A long run of `npm run test:chaos` (CHAOS=1), on PostgreSQL: LOAD_SECONDS (300) of mixed reads
 * and writes at 100 connections against one server process. No 5xx, and the client's log of
 * acknowledged writes equals what the database holds.
 */
const base = process.env.TEST_DATABASE_URL;
const runs = process.env.CHAOS === "1" && process.env.TEST_DB === "postgres" && base !== undefined;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const CONNECTIONS = 100;

describe.runIf(runs)(`${SECONDS} s of mixed reads and writes at ${CONNECTIONS} connections`, () => {
  let server: ServerProcess;
  let target: Awaited<ReturnType<typeof throwawayPostgres>>;

  beforeAll(async () => {
    target = await throwawayPostgres("load");
    server = await startServerProcess({
      DATABASE_URL: target.url,
      SEED_DEMO_DATA: "true",
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      OUTBOX_POLL_MS: "200",
    });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await target?.drop();
  });

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let peer = 0;

  function send(method: string, path: string, body?: unknown, cookie?: string) {
    peer += 1;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
      const req = http.request(
        `${server.baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            origin: server.baseUrl,
            "x-forwarded-for": `10.${(peer >> 16) & 255}.${(peer >> 8) & 255}.${peer & 255}`,
            ...(payload ? { "content-type": "application/json" } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body: text,
              cookie: res.headers["set-cookie"]?.map((c) => c.split(";")[0]).join("; "),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  it(
    "answers no 5xx, and every acknowledged write is in the database",
    async () => {
      const tools = JSON.parse((await send("GET", "/api/tools?pageSize=24")).body).items as {
        id: string;
      }[];
      // Accounts that save tools and rate them.
      const accounts: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        const signed = await send("POST", "/api/auth/sign-up/email", newUser());
        expect(signed.status).toBe(200);
        accounts.push(signed.cookie as string);
      }

      const statuses = new Map<number, number>();
      const acked = { consultations: new Set<string>(), favourites: new Set<string>() };
      const failures: string[] = [];
      const stopAt = performance.now() + SECONDS * 1000;
      let i = 0;
      const connections = Array.from({ length: CONNECTIONS }, async (_, c) => {
        while (performance.now() < stopAt) {
          i += 1;
          const n = i;
          try {
            let res: { status: number; body: string };
            if (c % 5 === 0) {
              res = await send("POST", "/api/consultations", {
                name: `Load ${n}`,
                email: `load-${n}@example.com`,
                language: "en",
              });
              if (res.status === 201) acked.consultations.add(JSON.parse(res.body).id);
            } else if (c % 5 === 1) {
              const who = n % accounts.length;
              const tool = tools[n % tools.length]?.id as string;
              res = await send("PUT", `/api/me/favorites/${tool}`, undefined, accounts[who]);
              if (res.status === 204) acked.favourites.add(`${who} ${tool}`);
            } else if (c % 5 === 2) {
              res = await send("GET", `/api/tools/${tools[n % tools.length]?.id}`);
            } else {
              res = await send("GET", `/api/tools?q=${["chat", "invoice", "crm", "sales"][n % 4]}`);
            }
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          } catch (error) {
            failures.push(String(error));
          }
        }
      });
      await Promise.all(connections);
      agent.destroy();

      // The run's figures, for docs/security.md.
      process.stderr.write(
        `sustained load: ${JSON.stringify({
          seconds: SECONDS,
          statuses: Object.fromEntries(statuses),
          consultations: acked.consultations.size,
          favourites: acked.favourites.size,
        })}\n`,
      );
      expect(failures.slice(0, 3)).toEqual([]);
      const fiveHundreds = [...statuses].filter(([status]) => status >= 500);
      expect(fiveHundreds, server.output.slice(-4000)).toEqual([]);
      // Per-address limits never bite: each request is its own address.
      expect(statuses.get(429) ?? 0).toBe(0);

      const db = new pg.Client({ connectionString: target.url });
      await db.connect();
      try {
        const { rows } = await db.query<{ n: number }>(
          "select count(*)::int as n from consultations where email like 'load-%@example.com'",
        );
        expect(rows[0]?.n).toBe(acked.consultations.size);
        const { rows: found } = await db.query<{ n: number }>(
          "select count(*)::int as n from consultations where id = any($1::uuid[])",
          [[...acked.consultations]],
        );
        expect(found[0]?.n).toBe(acked.consultations.size);
        const { rows: saved } = await db.query<{ n: number }>(
          "select count(*)::int as n from user_favorites",
        );
        expect(saved[0]?.n).toBe(acked.favourites.size);
      } finally {
        await db.end();
      }
      expect(acked.consultations.size).toBeGreaterThan(SECONDS * 5);
    },
    (SECONDS + 120) * 1000,
  );
});
