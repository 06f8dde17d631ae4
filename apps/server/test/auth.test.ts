import { ACCOUNT_SIGN_IN_LIMIT, AUTH_RATE_LIMIT } from "@app/shared/limits";
import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimit, user } from "../src/db/schema/auth.ts";
import { requestQuota } from "../src/db/schema/catalog.ts";
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
    // A different account each time: the per-account limit (its own test) stays out of the way.
    for (let i = 0; i < 12; i++) {
      const res = await attacker.post("/api/auth/sign-in/email", {
        email: `victim-${i}@example.com`,
        password: `guess-${i}-guess`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await attacker.post("/api/auth/sign-in/email", {
      email: "victim-next@example.com",
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

  it("writes no per-account counter for made-up addresses past the network's limit (issue 35 defect 5)", async () => {
    const attacker = client(t);
    for (let i = 0; i < 50; i++) {
      await attacker.post("/api/auth/sign-in/email", {
        email: `random-${i}@spray.example`,
        password: `guess-${i}-guess`,
      });
    }
    const counters = await t.db
      .select()
      .from(requestQuota)
      .where(like(requestQuota.key, "sign-in:%@spray.example:%"));
    expect(counters).toHaveLength(AUTH_RATE_LIMIT.signInMax);
  });

  it("names the account by its id, never its address, on the log line of each auth request (issue 35 defect 9)", async () => {
    const logLines: string[] = [];
    t = await createTestApp({}, { logLines });
    const input = newUser();
    const browser = client(t);
    expect((await browser.post("/api/auth/sign-up/email", input)).status).toBe(200);
    const id = (await browser.get("/api/me")).body.profile.id as string;
    const wrong = await client(t).post("/api/auth/sign-in/email", {
      email: input.email,
      password: "not-the-password-1",
    });
    expect(wrong.status).toBe(401);
    expect((await browser.post("/api/auth/sign-out", {})).status).toBe(200);

    const lines = logLines
      .map((line) => JSON.parse(line) as { msg: string; path?: string; userId?: string })
      .filter((line) => line.msg === "request" && line.path?.startsWith("/api/auth/"));
    expect(lines.map((line) => [line.path, line.userId])).toEqual([
      ["/api/auth/sign-up/email", id],
      ["/api/auth/sign-in/email", id],
      ["/api/auth/sign-out", id],
    ]);
    expect(logLines.join("")).not.toContain(input.email.toLowerCase());
  });

  it("counts an IPv6 client by its /64: a fresh address in the same network is the same client", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      // One household's /64, a different address for every attempt, a different account each time.
      const res = await client(t, `2001:db8:7:42::${i.toString(16)}`).post(
        "/api/auth/sign-in/email",
        {
          email: `nobody-${i}@example.com`,
          password: `guess-${i}-guess`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The next /64 is another client.
    const neighbour = await client(t, "2001:db8:7:43::1").post("/api/auth/sign-in/email", {
      email: "nobody-1@example.com",
      password: "guess",
    });
    expect(neighbour.status).toBe(401);
  });

  it("limits sign-ins per account and network, cleared by a success, without locking the owner out", async () => {
    const owner = newUser();
    expect((await client(t).post("/api/auth/sign-up/email", owner)).status).toBe(200);
    const limit = ACCOUNT_SIGN_IN_LIMIT.max;
    // A slow guesser on one network: a few attempts a minute would pass the per-address limit,
    // so each attempt comes from another address of the same IPv6 /64 after the window moved on
    // for that limit (modelled here by clearing the per-minute counters: Better Auth's per
    // address, ours per network).
    const minutePasses = async () => {
      await t.db.delete(rateLimit);
      await t.db.delete(requestQuota).where(like(requestQuota.key, "sign-in-network:%"));
    };
    const statuses: number[] = [];
    for (let i = 1; i <= limit + 1; i++) {
      await minutePasses();
      const res = await client(t, `2001:db8:9:1::${i.toString(16)}`).post(
        "/api/auth/sign-in/email",
        {
          email: owner.email,
          password: `wrong-guess-${i}`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await minutePasses();
    const blocked = await client(t, "2001:db8:9:1::99").post("/api/auth/sign-in/email", {
      email: owner.email,
      password: owner.password,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(
      ACCOUNT_SIGN_IN_LIMIT.windowSeconds,
    );

    // The owner, from their own network, signs in; and a success clears its own network's count.
    const home = "198.51.100.7";
    for (let i = 0; i < limit - 1; i++) {
      await client(t, home).post("/api/auth/sign-in/email", {
        email: owner.email,
        password: "typo-typo",
      });
    }
    expect(
      (
        await client(t, home).post("/api/auth/sign-in/email", {
          email: owner.email,
          password: owner.password,
        })
      ).status,
    ).toBe(200);
    await minutePasses();
    expect(
      (
        await client(t, home).post("/api/auth/sign-in/email", {
          email: owner.email,
          password: "typo-again",
        })
      ).status,
    ).toBe(401);
    // About 25 sign-ins one after another: 5 s on a quiet machine, 17 s on a busy one.
  }, 40_000);

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
