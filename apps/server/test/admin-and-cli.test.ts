import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ensureAdmin } from "../src/bootstrap/ensure-admin.ts";
import { setRole } from "../src/cli/set-role.ts";
import { user } from "../src/db/schema/auth.ts";
import { client, newUser } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const admin = { email: "ops@example.com", password: "operator-pass-phrase", name: "Ops" };
const roleOf = async (email: string) =>
  (await t.db.select().from(user).where(eq(user.email, email)))[0]?.role;

describe("ADMIN_EMAIL / ADMIN_PASSWORD", () => {
  it("creates the admin once and is idempotent", async () => {
    expect(await ensureAdmin(t.auth, t.db, admin)).toBe("created");
    expect(await ensureAdmin(t.auth, t.db, admin)).toBe("unchanged");
    expect((await t.db.select().from(user)).length).toBe(1);
    const browser = client(t);
    await browser.post("/api/auth/sign-in/email", { email: admin.email, password: admin.password });
    expect((await browser.get("/api/me")).body.profile.role).toBe("admin");
    expect((await browser.get("/api/dashboards/admin")).status).toBe(200);
  });

  it("promotes an existing account", async () => {
    await client(t).post("/api/auth/sign-up/email", newUser({ email: admin.email }));
    expect(await ensureAdmin(t.auth, t.db, admin)).toBe("promoted");
    expect(await roleOf(admin.email)).toBe("admin");
  });
});

describe("npm run user -- set-role", () => {
  it("changes a role, which applies to the next request", async () => {
    const input = newUser();
    const browser = client(t);
    await browser.post("/api/auth/sign-up/email", input);
    expect((await browser.get("/api/dashboards/vendor")).status).toBe(403);

    expect(await setRole(t.db, input.email.toUpperCase(), "vendor")).toEqual({
      from: "business",
      to: "vendor",
    });
    expect((await browser.get("/api/dashboards/vendor")).status).toBe(200);
  });

  it("refuses an unknown role or email", async () => {
    await expect(setRole(t.db, "nobody@example.com", "vendor")).rejects.toThrow(/No account/);
    await expect(setRole(t.db, "nobody@example.com", "superuser")).rejects.toThrow(/Unknown role/);
  });
});
