import { AUTH_RATE_LIMIT } from "@app/shared/limits";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { user } from "../src/db/schema/auth.ts";
import { profiles } from "../src/db/schema/profiles.ts";
import { client, newUser } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const countUsers = async () => (await t.db.select().from(user)).length;

describe("sign-up", () => {
  it("creates a business account by default, signs it in and stores the profile", async () => {
    const browser = client(t);
    const input = newUser({ companyName: "Acme Trading LLC" });
    const res = await browser.post("/api/auth/sign-up/email", input);
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(res.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);

    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({
      fullName: input.name,
      email: input.email,
      role: "business",
      companyName: "Acme Trading LLC",
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, input.email));
    expect(row?.role).toBe("business");
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("creates a vendor account when the vendor role is chosen", async () => {
    const browser = client(t);
    await browser.post("/api/auth/sign-up/email", newUser({ role: "vendor" }));
    const me = await browser.get("/api/me");
    expect(me.body.profile.role).toBe("vendor");
  });

  it("refuses the admin role with 400 and writes nothing", async () => {
    const res = await client(t).post("/api/auth/sign-up/email", newUser({ role: "admin" }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields.role).toBeDefined();
    expect(await countUsers()).toBe(0);
  });

  it("cannot smuggle a role through a forged internal header", async () => {
    const browser = client(t);
    await browser.post("/api/auth/sign-up/email", newUser(), { "x-sign-up-role": "admin" });
    expect((await browser.get("/api/me")).body.profile.role).toBe("business");
  });

  it.each([
    ["a short password", { password: "short1!" }, "password", "too_small"],
    ["a password over 128 characters", { password: "x".repeat(129) }, "password", "too_big"],
    ["a common password", { password: "password123" }, "password", "password_too_common"],
    ["an invalid email", { email: "not-an-email" }, "email", "invalid_format"],
    ["a missing name", { name: "" }, "name", "too_small"],
    ["an unknown field", { isAdmin: true }, "isAdmin", "unrecognized_keys"],
  ])("rejects %s with a field error and writes nothing", async (_label, override, field, code) => {
    const res = await client(t).post("/api/auth/sign-up/email", newUser(override));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields[field]?.length).toBeGreaterThan(0);
    // The machine-readable reason beside the message, so the page can word it in any language.
    expect(res.body.error.fieldCodes[field]).toEqual([code]);
    expect(await countUsers()).toBe(0);
  });

  it("answers 409 for an email that is already registered", async () => {
    const input = newUser();
    await client(t).post("/api/auth/sign-up/email", input);
    const again = await client(t).post("/api/auth/sign-up/email", {
      ...input,
      name: "Someone Else",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("CONFLICT");
    expect(again.body.error.fieldCodes).toEqual({ email: ["already_exists"] });
    expect(await countUsers()).toBe(1);
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const res = await client(t).post("/api/auth/sign-up/email", "{not json");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
  });
});

describe("sign-in and sign-out", () => {
  it("signs in, restores the session from the cookie and signs out", async () => {
    const input = newUser();
    await client(t).post("/api/auth/sign-up/email", input);

    const browser = client(t);
    const res = await browser.post("/api/auth/sign-in/email", {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    expect((await browser.get("/api/me")).body.profile.email).toBe(input.email);

    expect((await browser.post("/api/auth/sign-out", {})).status).toBe(200);
    const after = await browser.get("/api/me");
    // Signed out is not an error: a visitor's page asks this on every load.
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ profile: null });
    expect((await browser.get("/api/dashboards/business")).status).toBe(401);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const input = newUser();
    await client(t).post("/api/auth/sign-up/email", input);
    const wrong = await client(t).post("/api/auth/sign-in/email", {
      email: input.email,
      password: "not-the-password",
    });
    const unknown = await client(t).post("/api/auth/sign-in/email", {
      email: "nobody-here@example.com",
      password: "not-the-password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("rate-limits sign-in attempts per client address", async () => {
    const attacker = client(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await attacker.post("/api/auth/sign-in/email", {
        email: "victim@example.com",
        password: `guess-${i}-guess`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await attacker.post("/api/auth/sign-in/email", {
      email: "victim@example.com",
      password: "another-guess",
    });
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    // Browsers read when to try again from the standard header: seconds until the window ends.
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AUTH_RATE_LIMIT.windowSeconds);
    // Another address is not affected.
    const other = await client(t).post("/api/auth/sign-in/email", {
      email: "victim@example.com",
      password: "guess",
    });
    expect(other.status).toBe(401);
  });

  it("rate-limits sign-ups per client address", async () => {
    const bot = client(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await bot.post("/api/auth/sign-up/email", newUser())).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(await countUsers()).toBe(5);
  });

  it("ends a banned user's session", async () => {
    const input = newUser();
    const member = client(t);
    await member.post("/api/auth/sign-up/email", input);
    expect((await member.get("/api/me")).status).toBe(200);

    const [target] = await t.db.select().from(user).where(eq(user.email, input.email));
    await t.auth.api.banUser({ body: { userId: target?.id ?? "" }, headers: await adminHeaders() });

    expect((await member.get("/api/me")).body).toEqual({ profile: null });
    expect((await member.get("/api/me/favorites")).status).toBe(401);
    const again = await client(t).post("/api/auth/sign-in/email", {
      email: input.email,
      password: input.password,
    });
    expect(again.status).toBe(403);
  });
});

async function adminHeaders(): Promise<Headers> {
  const admin = client(t);
  const input = newUser();
  await admin.post("/api/auth/sign-up/email", input);
  await t.db.update(user).set({ role: "admin" }).where(eq(user.email, input.email));
  return new Headers({ cookie: admin.cookie ?? "" });
}
