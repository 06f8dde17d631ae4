import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { createAuth } from "../src/auth/auth.ts";
import { type Db, schema } from "../src/db/client.ts";
import { createLogger } from "../src/logger.ts";
import { client, newUser, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { testDatabase } from "./test-database.ts";

type Query = (text: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;

/**
 * The worker's database behind a driver that fails the statements `failing` matches with
 * `error`, as a connection dropped in the middle of a request does; everything else goes through.
 */
async function withFailures(failing: { match?: RegExp; error?: Error }) {
  const database = await testDatabase();
  const driver = (database.db as unknown as { $client: object }).$client;
  const proxied = new Proxy(driver, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key !== "query") return value.bind(target);
      const query: Query = (text, ...rest) => {
        const sql = typeof text === "string" ? text : text.text;
        if (failing.match?.test(sql)) return Promise.reject(failing.error);
        return (value as Query).call(target, text, ...rest);
      };
      return query;
    },
  });
  const options = { schema, casing: "snake_case" } as const;
  return (database.kind === "pglite"
    ? drizzlePglite(proxied as never, options)
    : drizzleNodePg(proxied as never, options)) as unknown as Db;
}

const lost = () => new Error("Connection terminated unexpectedly");

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe("Better Auth while the database is away", () => {
  const failing: { match?: RegExp; error?: Error } = {};
  async function appOverFlakyDatabase() {
    failing.match = undefined;
    const db = await withFailures(failing);
    const logger = createLogger("silent");
    const auth = createAuth(t.config, db, logger);
    return { app: createApp({ config: t.config, db, auth, logger }) };
  }

  it("answers 503 when the session lookup inside an endpoint fails, 500 for other faults", async () => {
    const { cookie } = await signedUp(t);
    const flaky = await appOverFlakyDatabase();
    const session = () => client(flaky).get("/api/auth/get-session", { cookie: cookie ?? "" });
    expect((await session()).body.user).toBeTruthy();

    // The rate limiter's statement works; the session's, after it, finds the connection gone.
    Object.assign(failing, { match: /from "session"/, error: lost() });
    const away = await session();
    expect(away.status).toBe(503);
    expect(away.body.error.code).toBe("UNAVAILABLE");
    expect(away.headers.get("retry-after")).toBe("5");
    const me = await client(flaky).get("/api/me", { cookie: cookie ?? "" });
    expect([me.status, me.body.error.code]).toEqual([503, "UNAVAILABLE"]);

    Object.assign(failing, { error: new Error("a bug, not an outage") });
    const fault = await session();
    expect([fault.status, fault.body.error.code]).toEqual([500, "INTERNAL"]);
    expect(fault.headers.get("retry-after")).toBeNull();
  });

  it("answers 503, not 422, when creating the account fails for the same reason", async () => {
    const flaky = await appOverFlakyDatabase();
    Object.assign(failing, { match: /insert into "user"/, error: lost() });
    const signUp = await client(flaky).post("/api/auth/sign-up/email", newUser());
    expect([signUp.status, signUp.body.error.code]).toEqual([503, "UNAVAILABLE"]);

    // The rate limiter comes first: its statement failing is thrown straight to our handler.
    Object.assign(failing, { match: /from "rate_limit"/ });
    const signIn = await client(flaky).post("/api/auth/sign-in/email", {
      email: "someone@example.com",
      password: "correct-horse-battery-staple",
    });
    expect([signIn.status, signIn.body.error.code]).toEqual([503, "UNAVAILABLE"]);
  });
});
