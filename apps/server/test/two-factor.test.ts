import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { session, twoFactor, user } from "../src/db/schema/auth.ts";
import { enrolTwoFactor, expectError, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { secretOf, totpCode, unusedTotpCode } from "./totp.ts";

/** ASVS level 2: two-factor sign-in (TOTP and backup codes), admins need it, fresh sign-ins. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Moves the sign-in time of every session of the account back by `ms`. */
async function ageSessions(userId: string, ms: number) {
  const rows = await t.db.select().from(session).where(eq(session.userId, userId));
  for (const row of rows) {
    await t.db
      .update(session)
      .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
      .where(eq(session.id, row.id));
  }
}

describe("two-factor sign-in", () => {
  it("is on only once a code from the app confirms the set-up", async () => {
    const owner = await signedInAs(t, "business");
    const enabled = await owner.browser.post("/api/auth/two-factor/enable", {
      password: owner.password,
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    // Not confirmed yet: sign-in asks for nothing more, and the profile says off.
    expect((await owner.browser.get("/api/me")).body.profile.twoFactorEnabled).toBe(false);
    const stillOneStep = await client(t).post("/api/auth/sign-in/email", {
      email: owner.email,
      password: owner.password,
    });
    expect(stillOneStep.body.twoFactorRedirect).toBeUndefined();
    // A wrong password cannot start a set-up.
    const wrong = await owner.browser.post("/api/auth/two-factor/enable", {
      password: "nope-nope",
    });
    expectError(wrong, 400);
    expect(wrong.body.error.fields.currentPassword).toBeDefined();
  });

  it("asks for a code after the password, refuses a wrong one and signs in with the right one", async () => {
    const owner = await signedInAs(t, "business");
    const secret = await enrolTwoFactor(owner.browser, owner.password);
    expect((await owner.browser.get("/api/me")).body.profile.twoFactorEnabled).toBe(true);
    const [stored] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, owner.id));
    // The secret is kept encrypted, never as the base32 the app was shown.
    expect(stored?.secret).not.toContain(secret);

    const browser = client(t);
    const first = await browser.post("/api/auth/sign-in/email", {
      email: owner.email,
      password: owner.password,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // The password alone gives no session, and does not make the browser a known device.
    expect((await browser.get("/api/me")).body.profile).toBeNull();
    expect(browser.cookie ?? "").not.toContain("known_device=");

    const wrongCode = totpCode(secret, Date.now() + 10 * MINUTE);
    const refused = await browser.post("/api/auth/two-factor/verify-totp", { code: wrongCode });
    expectError(refused, 401);
    expect(refused.body.error.fieldCodes.code).toEqual(["wrong_code"]);
    expect((await browser.get("/api/me")).body.profile).toBeNull();
    expectError(await browser.post("/api/auth/two-factor/verify-totp", { code: "12ab" }), 400);

    const done = await browser.post("/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.token).toBeUndefined();
    expect((await browser.get("/api/me")).body.profile.id).toBe(owner.id);
    expect(browser.cookie).toContain("known_device=");
  });

  it("ends a sign-in's challenge after five wrong codes", async () => {
    const owner = await signedInAs(t, "business");
    const secret = await enrolTwoFactor(owner.browser, owner.password);
    const browser = client(t);
    await browser.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
    const wrong = totpCode(secret, Date.now() + 10 * MINUTE);
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.post("/api/auth/two-factor/verify-totp", { code: wrong })).status).toBe(
        401,
      );
    }
    const after = await browser.post("/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secret),
    });
    expect(after.status).toBeGreaterThanOrEqual(400);
    expect((await browser.get("/api/me")).body.profile).toBeNull();
  });

  it("signs in with a backup code once, and a new set retires the old codes", async () => {
    const owner = await signedInAs(t, "business");
    const enabled = await owner.browser.post("/api/auth/two-factor/enable", {
      password: owner.password,
    });
    const secret = secretOf(enabled.body.totpURI);
    await owner.browser.post("/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secret),
    });
    const [backup, another] = enabled.body.backupCodes as string[];

    const signInWith = async (code: string) => {
      const browser = client(t);
      await browser.post("/api/auth/sign-in/email", {
        email: owner.email,
        password: owner.password,
      });
      return browser.post("/api/auth/two-factor/verify-backup-code", { code });
    };
    expect((await signInWith(backup as string)).status).toBe(200);
    const reused = await signInWith(backup as string);
    expectError(reused, 401);
    expect(reused.body.error.fieldCodes.code).toEqual(["wrong_code"]);

    const renewed = await owner.browser.post("/api/auth/two-factor/generate-backup-codes", {
      password: owner.password,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.backupCodes).toHaveLength(10);
    expect((await signInWith(another as string)).status).toBe(401);
    expect((await signInWith(renewed.body.backupCodes[0])).status).toBe(200);
  });

  it("turns off with the password, for an account that is not an admin's", async () => {
    const owner = await signedInAs(t, "vendor");
    await enrolTwoFactor(owner.browser, owner.password);
    const off = await owner.browser.post("/api/auth/two-factor/disable", {
      password: owner.password,
    });
    expect(off.status).toBe(200);
    expect((await owner.browser.get("/api/me")).body.profile.twoFactorEnabled).toBe(false);
    const [row] = await t.db.select().from(user).where(eq(user.id, owner.id));
    expect(row?.twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, owner.id))).toEqual([]);
  });
});

describe("admins need two-factor sign-in", () => {
  it("refuses every admin route to an admin without it, and keeps /api/me answering", async () => {
    const admin = await signedInAs(t, "admin");
    await t.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, admin.id));
    for (const path of ["/api/admin/users", "/api/admin/audit", "/api/dashboards/admin"]) {
      expectError(await admin.browser.get(path), 403, "TWO_FACTOR_REQUIRED");
    }
    expectError(
      await admin.browser.send("PUT", "/api/admin/consultation-availability/dubai", {
        timeZone: "Asia/Dubai",
        windows: [],
        blackoutDates: [],
      }),
      403,
      "TWO_FACTOR_REQUIRED",
    );
    expect((await admin.browser.get("/api/me")).body.profile).toMatchObject({
      role: "admin",
      twoFactorEnabled: false,
    });
  });

  it("lets an enrolled admin in, and never lets an admin turn it off", async () => {
    const admin = await signedInAs(t, "admin");
    expect((await admin.browser.get("/api/admin/users")).status).toBe(200);
    expectError(
      await admin.browser.post("/api/auth/two-factor/disable", { password: admin.password }),
      403,
      "TWO_FACTOR_REQUIRED",
    );
    const [row] = await t.db.select().from(user).where(eq(user.id, admin.id));
    expect(row?.twoFactorEnabled).toBe(true);
  });
});

describe("sessions", () => {
  it("ends a sign-in left at its code when another account signs in on that browser", async () => {
    const other = await signedInAs(t, "business");
    await enrolTwoFactor(other.browser, other.password);
    const owner = await signedInAs(t, "business");
    const browser = client(t);
    const left = await browser.post("/api/auth/sign-in/email", {
      email: other.email,
      password: other.password,
    });
    expect(left.body.twoFactorRedirect).toBe(true);
    expect(browser.cookie).toContain("two_factor=");

    await browser.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
    expect(browser.cookie ?? "").not.toContain("two_factor=");
    // The owner's own set-up is confirmed with the owner's code, not taken for the old challenge.
    const enabled = await browser.post("/api/auth/two-factor/enable", { password: owner.password });
    const confirmed = await browser.post("/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secretOf(enabled.body.totpURI)),
    });
    expect(confirmed.status).toBe(200);
    expect((await browser.get("/api/me")).body.profile).toMatchObject({
      id: owner.id,
      twoFactorEnabled: true,
    });
  });

  it("keeps the session of a reader who confirms it's them and stops at the code", async () => {
    const owner = await signedInAs(t, "business");
    const secret = await enrolTwoFactor(owner.browser, owner.password);
    const [before] = await t.db
      .select()
      .from(session)
      .where(eq(session.userId, owner.id))
      .orderBy(desc(session.createdAt));
    const again = await owner.browser.post("/api/auth/sign-in/email", {
      email: owner.email,
      password: owner.password,
    });
    expect(again.body.twoFactorRedirect).toBe(true);
    // Stopped here (the dialog cancelled): still signed in with the session they had.
    expect((await owner.browser.get("/api/me")).body.profile.id).toBe(owner.id);
    expect(owner.browser.cookie).toContain("two_factor=");

    const done = await owner.browser.post("/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secret),
    });
    expect(done.status).toBe(200);
    const [after] = await t.db
      .select()
      .from(session)
      .where(eq(session.userId, owner.id))
      .orderBy(desc(session.createdAt));
    expect(after?.id).not.toBe(before?.id);
    expect((await owner.browser.get("/api/me")).body.profile.id).toBe(owner.id);
  });

  it("asks for a fresh sign-in for admin writes, password and two-factor changes", async () => {
    const admin = await signedInAs(t, "admin");
    await ageSessions(admin.id, 16 * MINUTE);
    // Reading still works; writing needs a sign-in within 15 minutes.
    expect((await admin.browser.get("/api/admin/users")).status).toBe(200);
    const write = () =>
      admin.browser.send("PUT", "/api/admin/consultation-availability/dubai", {
        timeZone: "Asia/Dubai",
        windows: [],
        blackoutDates: [],
      });
    expectError(await write(), 403, "REAUTH_REQUIRED");
    expectError(
      await admin.browser.post("/api/auth/two-factor/generate-backup-codes", {
        password: admin.password,
      }),
      403,
      "REAUTH_REQUIRED",
    );

    // Signing in again (password, then the code) is the re-authentication.
    const again = await admin.browser.post("/api/auth/sign-in/email", {
      email: admin.email,
      password: admin.password,
    });
    expect(again.body.twoFactorRedirect).toBe(true);
    await admin.browser.post("/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(admin.totpSecret as string),
    });
    expect((await write()).status).toBe(200);

    const owner = await signedInAs(t, "business");
    await ageSessions(owner.id, 16 * MINUTE);
    const change = {
      currentPassword: owner.password,
      newPassword: "another-long-pass-phrase-7",
    };
    expectError(
      await owner.browser.post("/api/auth/change-password", change),
      403,
      "REAUTH_REQUIRED",
    );
    expectError(
      await owner.browser.post("/api/auth/two-factor/enable", { password: owner.password }),
      403,
      "REAUTH_REQUIRED",
    );
    // Other account actions do not ask.
    expect((await owner.browser.post("/api/auth/update-user", { name: "Still Me" })).status).toBe(
      200,
    );
  });

  it("ends a session 30 days after its sign-in, however often it is used", async () => {
    const owner = await signedInAs(t, "business");
    // Used every day for 29.5 days: a renewal now would run 7 days on, past day 30.
    await ageSessions(owner.id, 29.5 * DAY);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.userId, owner.id));
    expect((await owner.browser.get("/api/auth/get-session")).body.user.id).toBe(owner.id);
    const [renewed] = await t.db
      .select()
      .from(session)
      .where(eq(session.userId, owner.id))
      .orderBy(desc(session.updatedAt));
    expect(renewed?.updatedAt.getTime()).toBeGreaterThan(Date.now() - MINUTE);
    const end = (renewed?.createdAt.getTime() ?? 0) + 30 * DAY;
    expect(renewed?.expiresAt.getTime()).toBeLessThanOrEqual(end);

    // Past day 30, the session is over for the API even if its row says otherwise.
    await ageSessions(owner.id, DAY);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.userId, owner.id));
    expect((await owner.browser.get("/api/me")).body.profile).toBeNull();
    expectError(await owner.browser.get("/api/me/favorites"), 401);
  });
});
