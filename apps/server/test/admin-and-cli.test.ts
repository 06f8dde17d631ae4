import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { AdminBootstrapError, ensureAdmin } from "../src/bootstrap/ensure-admin.ts";
import { setRole } from "../src/cli/set-role.ts";
import { openDatabase } from "../src/db/client.ts";
import { auditLog } from "../src/db/schema/audit.ts";
import { user } from "../src/db/schema/auth.ts";
import { createLogger } from "../src/logger.ts";
import { bootstrap } from "../src/server.ts";
import { enrolTwoFactor, expectError } from "./accounts.ts";
import { client, newUser } from "./client.ts";
import { createTestApp, type TestApp, testConfig } from "./harness.ts";
import { ServerExited, startServerProcess } from "./server-process.ts";

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
    // A new admin is sent to set up two-factor sign-in before any admin route answers.
    expectError(await browser.get("/api/dashboards/admin"), 403, "TWO_FACTOR_REQUIRED");
    await enrolTwoFactor(browser, admin.password);
    expect((await browser.get("/api/dashboards/admin")).status).toBe(200);
  });

  it("promotes an existing account when ADMIN_PASSWORD is its password", async () => {
    await client(t).post(
      "/api/auth/sign-up/email",
      newUser({ email: admin.email, password: admin.password }),
    );
    expect(await roleOf(admin.email)).toBe("business");
    expect(await ensureAdmin(t.auth, t.db, { ...admin, email: "Ops@Example.com" })).toBe(
      "promoted",
    );
    expect(await roleOf(admin.email)).toBe("admin");
  });

  it("refuses to promote an account someone else registered with that e-mail", async () => {
    const stranger = newUser({ email: admin.email, password: "strangers-own-pass-phrase" });
    await client(t).post("/api/auth/sign-up/email", stranger);
    await expect(ensureAdmin(t.auth, t.db, admin)).rejects.toThrow(AdminBootstrapError);
    await expect(ensureAdmin(t.auth, t.db, admin)).rejects.toThrow(
      /ops@example\.com .*password is not ADMIN_PASSWORD/,
    );
    expect(await roleOf(admin.email)).toBe("business");
    // Nothing changed: the stranger's password still opens it, ADMIN_PASSWORD does not.
    const signIn = (password: string) =>
      client(t).post("/api/auth/sign-in/email", { email: admin.email, password });
    expect((await signIn(admin.password)).status).toBe(401);
    expect((await signIn(stranger.password)).status).toBe(200);
  });

  it("leaves an admin whose password is no longer ADMIN_PASSWORD as it is", async () => {
    expect(await ensureAdmin(t.auth, t.db, admin)).toBe("created");
    const changed = { ...admin, password: "a-newer-operator-phrase" };
    expect(await ensureAdmin(t.auth, t.db, changed)).toBe("unchanged-other-password");
    expect(await roleOf(admin.email)).toBe("admin");
    const signIn = (password: string) =>
      client(t).post("/api/auth/sign-in/email", { email: admin.email, password });
    expect((await signIn(changed.password)).status).toBe(401);
    expect((await signIn(admin.password)).status).toBe(200);
  });

  it.runIf(process.env.TEST_DB !== "postgres")(
    "stops the server at start with one clear line and exit code 1",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "admin-refused-"));
      try {
        const config = testConfig({ DATA_DIR: dataDir });
        const first = await bootstrap(config, createLogger("silent"), openDatabase(config));
        const stranger = newUser({ email: admin.email, password: "strangers-own-pass-phrase" });
        expect((await client(first).post("/api/auth/sign-up/email", stranger)).status).toBe(200);
        await first.db.close();

        const start = startServerProcess({
          DATA_DIR: dataDir,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          SEED_DEMO_DATA: "false",
        });
        const exited = await start.then(
          async (server) => {
            await server.stop();
            throw new Error("the server started");
          },
          (error: unknown) => error as ServerExited,
        );
        expect(exited).toBeInstanceOf(ServerExited);
        expect(exited.exitCode).toBe(1);
        expect(exited.output.trim()).toMatch(
          /^ADMIN_EMAIL ops@example\.com belongs to an existing account whose password is not ADMIN_PASSWORD[^\n]*$/,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});

describe("npm run user -- set-role", () => {
  it("changes a role, audited, and ends the account's sessions: it applies from the next sign-in", async () => {
    const input = newUser();
    const browser = client(t);
    await browser.post("/api/auth/sign-up/email", input);
    const id = (await browser.get("/api/me")).body.profile.id as string;
    expect((await browser.get("/api/dashboards/vendor")).status).toBe(403);

    expect(await setRole(t.db, input.email.toUpperCase(), "vendor")).toEqual({
      from: "business",
      to: "vendor",
    });
    // The old session is gone (issue 35 defect 9)...
    expect((await browser.get("/api/dashboards/vendor")).status).toBe(401);
    expect((await browser.get("/api/me")).body.profile).toBeNull();
    // ...the change is in the audit log, made from the command line...
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.role"), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({
      actorUserId: null,
      before: { role: "business" },
      after: { role: "vendor", via: "command line" },
    });
    // ...and a new sign-in has the new role.
    const again = client(t);
    const signIn = { email: input.email, password: input.password };
    expect((await again.post("/api/auth/sign-in/email", signIn)).status).toBe(200);
    expect((await again.get("/api/dashboards/vendor")).status).toBe(200);
  });

  it("refuses an unknown role or email", async () => {
    await expect(setRole(t.db, "nobody@example.com", "vendor")).rejects.toThrow(/No account/);
    await expect(setRole(t.db, "nobody@example.com", "superuser")).rejects.toThrow(/Unknown role/);
  });
});
