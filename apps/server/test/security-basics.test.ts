import { Writable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger.ts";
import { expectError, signedInAs } from "./accounts.ts";
import { countRows } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { consultation } from "./lead-fixtures.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

describe("session tokens stay out of page scripts' reach", () => {
  it("no auth answer carries a token: sign-in, get-session, list-sessions", async () => {
    const account = await signedInAs(t, "business");
    const signIn = await client(t).post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect(keysOf(signIn.body)).not.toContain("token");

    const session = await account.browser.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body.session.id).toEqual(expect.any(String));
    expect(keysOf(session.body)).not.toContain("token");

    const sessions = await account.browser.get("/api/auth/list-sessions");
    expect(sessions.status).toBe(200);
    expect(sessions.body.length).toBeGreaterThanOrEqual(1);
    expect(keysOf(sessions.body)).not.toContain("token");
    // The cookie still holds the session: the account is still signed in.
    expect((await account.browser.get("/api/me")).body.profile.email).toBe(account.email);
  });
});

describe("headers", () => {
  it("no personal API answer may be stored; public reads revalidate", async () => {
    const account = await signedInAs(t, "business");
    for (const path of ["/api/me", "/api/auth/get-session", "/api/me/favorites"]) {
      const res = await account.browser.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const refused = await client(t).get("/api/me/favorites");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const catalogue = await client(t).get("/api/tools");
    expect(catalogue.headers.get("cache-control")).toBe("public, no-cache");
  });

  it("sends a Permissions-Policy that turns off the features no page uses", async () => {
    for (const path of ["/", "/api/tools", "/api/me"]) {
      const policy = (await client(t).get(path)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) {
        expect(policy, path).toContain(feature);
      }
    }
  });
});

describe("cross-site requests", () => {
  it("refuses a write from another site's page, and stores nothing", async () => {
    const foreign = await client(t).post("/api/consultations", consultation, {
      origin: "https://evil.example",
    });
    expectError(foreign, 403, "ORIGIN_NOT_TRUSTED");
    const fetchMetadata = await client(t).send("POST", "/api/consultations", consultation, {
      origin: "",
      "sec-fetch-site": "cross-site",
    });
    expectError(fetchMetadata, 403, "ORIGIN_NOT_TRUSTED");
    const sandboxed = await client(t).post("/api/consultations", consultation, { origin: "null" });
    expectError(sandboxed, 403, "ORIGIN_NOT_TRUSTED");
    expect(await countRows(t.db, "consultations")).toBe(0);
  });

  it("a signed-in user's session cannot be ended or used from another site", async () => {
    const account = await signedInAs(t, "business");
    const signOut = await account.browser.post(
      "/api/auth/sign-out",
      {},
      {
        origin: "https://evil.example",
      },
    );
    expectError(signOut, 403, "ORIGIN_NOT_TRUSTED");
    const favourite = await account.browser.send("PUT", "/api/me/favorites/x", undefined, {
      origin: "https://evil.example",
    });
    expectError(favourite, 403, "ORIGIN_NOT_TRUSTED");
    expect((await account.browser.get("/api/me")).body.profile).not.toBeNull();
  });

  it("accepts the site's own pages, under any of its names, and clients that are not browsers", async () => {
    const own = await client(t).post("/api/consultations", consultation);
    expect(own.status).toBe(201);
    // The site opened as 127.0.0.1 while PUBLIC_URL says localhost: Origin matches the Host.
    const sameHost = await client(t).post("/api/consultations", consultation, {
      origin: "http://127.0.0.1:3000",
      host: "127.0.0.1:3000",
    });
    expect(sameHost.status).toBe(201);
    const script = await client(t).send("POST", "/api/consultations", consultation, { origin: "" });
    expect(script.status).toBe(201);
    expect(await countRows(t.db, "consultations")).toBe(3);
  });
});

describe("logs", () => {
  it("carry no e-mail address, token, password or message body", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger("info", sink);
    logger.info({ email: "layla@example.com", token: "tok-123" }, "admin account");
    logger.warn(
      { outboxId: "1", error: "550 5.1.1 <bob@example.org>: Recipient address rejected" },
      "e-mail not sent",
    );
    logger.info({ mail: { to: "x@example.com", text: "hello there", subject: "Hi" } }, "mail");
    logger.error({ err: new Error("no account for carol@example.net") }, "failed");
    logger.info({ body: { password: "hunter22", newPassword: "hunter33" } }, "form");
    logger.info("signed in as dave@example.com");
    const all = lines.join("");
    expect(lines).toHaveLength(6);
    for (const secret of ["@example", "tok-123", "hello there", "hunter22", "hunter33"]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain("Recipient address rejected");
    expect(all).toContain("no account for [email]");
  });
});
