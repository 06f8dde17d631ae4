import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_RESET_TEMPLATE } from "../src/auth/password-reset-mail.ts";
import { passkey, session, twoFactor, user } from "../src/db/schema/auth.ts";
import { type Account, type Browser, expectError, signedInAs } from "./accounts.ts";
import { client, confirmationLink, mailedLink, newUser } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { enrolOverHttp, signInWithTwoFactor, unusedTotpCode } from "./totp.ts";
import { softwareAuthenticator } from "./webauthn.ts";

/**
 * Issue 46: a second factor only on a confirmed address, a password reset that leaves no factor
 * its owner did not prove, sessions as strong as their own sign-in, and a confirmation link that
 * signs nobody in.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** The harness's public address: the passkeys' relying party. */
const ORIGIN = "http://localhost:3000";
const REGISTER_OPTIONS = "/api/auth/passkey/generate-register-options";
const NEW_PASSWORD = "a-new-long-pass-phrase";

const idOf = async (browser: Browser): Promise<string | undefined> =>
  (await browser.get("/api/me")).body.profile?.id;

const methodsOf = async (userId: string) =>
  (
    await t.db
      .select({ method: session.signInMethod })
      .from(session)
      .where(eq(session.userId, userId))
  ).map((row) => row.method);

/** Adds a passkey through the API, as the account settings do. */
async function addPasskey(browser: Browser) {
  const device = softwareAuthenticator({ origin: ORIGIN });
  const options = await browser.get(REGISTER_OPTIONS);
  if (options.status !== 200) return { options, saved: options, credential: undefined, device };
  const { credential, response } = device.register(options.body);
  const saved = await browser.post("/api/auth/passkey/verify-registration", {
    response,
    name: "Laptop",
  });
  return { options, saved, credential, device };
}

/** Signs a fresh browser in with a passkey the account holds. */
async function passkeySignIn(
  device: ReturnType<typeof softwareAuthenticator>,
  credential: NonNullable<Awaited<ReturnType<typeof addPasskey>>["credential"]>,
) {
  const browser = client(t);
  const challenge = await browser.get("/api/auth/passkey/generate-authenticate-options");
  const answer = device.authenticate(credential, challenge.body);
  const res = await browser.post("/api/auth/passkey/verify-authentication", { response: answer });
  return { browser, res };
}

/** Asks for a reset link and sets a new password through it. */
async function resetPassword(email: string) {
  expect((await client(t).post("/api/auth/request-password-reset", { email })).status).toBe(200);
  const link = await mailedLink(t, email, PASSWORD_RESET_TEMPLATE, "/api/auth/reset-password/");
  const landed = await client(t).get(`${link.pathname}${link.search}`);
  const token = new URL(landed.headers.get("location") ?? "", ORIGIN).searchParams.get("token");
  const done = await client(t).post("/api/auth/reset-password", {
    token,
    newPassword: NEW_PASSWORD,
  });
  expect(done.status).toBe(200);
}

const credentialsOf = (account: Account) => ({
  email: account.email,
  password: account.password,
});

/** Marks every session of the account as signed in with the password alone (one made before). */
const downgradeSessions = (userId: string) =>
  t.db.update(session).set({ signInMethod: "password" }).where(eq(session.userId, userId));

describe("a second factor needs a confirmed address (issue 46, 1)", () => {
  it("refuses two-factor and passkey set-up while the address is unconfirmed, and stores nothing", async () => {
    const attacker = await signedInAs(t, "business", {}, { confirmEmail: false });
    expectError(
      await attacker.browser.post("/api/auth/two-factor/enable", { password: attacker.password }),
      403,
      "EMAIL_NOT_VERIFIED",
    );
    const { options } = await addPasskey(attacker.browser);
    expectError(options, 403, "EMAIL_NOT_VERIFIED");
    expectError(
      await attacker.browser.post("/api/auth/passkey/verify-registration", {
        response: { id: "x", rawId: "x", type: "public-key", response: {} },
      }),
      403,
      "EMAIL_NOT_VERIFIED",
    );
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, attacker.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, attacker.id))).toEqual([]);

    // Once the address is confirmed, both work.
    const owner = await signedInAs(t, "business");
    expect((await addPasskey(owner.browser)).saved.status).toBe(200);
    await enrolOverHttp(owner.browser.send, owner.password);
  });

  it("a reset by e-mail removes a passkey and a second factor set before the address was proved", async () => {
    // Someone signed up with the owner's address; factors from before the rule are in place.
    const squatter = await signedInAs(t, "business", {}, { confirmEmail: false });
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, squatter.id));
    const { credential, device } = await addPasskey(squatter.browser);
    await enrolOverHttp(squatter.browser.send, squatter.password);
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, squatter.id));
    if (!credential) throw new Error("no passkey added");

    // The owner resets the password from the mailbox.
    await resetPassword(squatter.email);

    // The squatter's session ended; their passkey signs nobody in; no factor the owner never set.
    expect(await idOf(squatter.browser)).toBeUndefined();
    const { res } = await passkeySignIn(device, credential);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, squatter.id))).toEqual([]);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, squatter.id))).toEqual(
      [],
    );
    const owner = client(t);
    const signIn = await owner.post("/api/auth/sign-in/email", {
      email: squatter.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.twoFactorRedirect).toBeUndefined();
    expect((await owner.get("/api/me")).body.profile).toMatchObject({
      id: squatter.id,
      emailVerified: true,
      twoFactorEnabled: false,
    });
  });

  it("a reset on a confirmed account removes its passkeys and keeps its two-factor sign-in", async () => {
    const owner = await signedInAs(t, "business");
    const secret = await enrolOverHttp(owner.browser.send, owner.password);
    const { credential, device } = await addPasskey(owner.browser);
    if (!credential) throw new Error("no passkey added");

    await resetPassword(owner.email);

    expect((await passkeySignIn(device, credential)).res.status).toBeGreaterThanOrEqual(400);
    const browser = client(t);
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: owner.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.body.twoFactorRedirect).toBe(true);
    expect(await idOf(browser)).toBeUndefined();
    const code = await browser.post("/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secret),
    });
    expect(code.status).toBe(200);
    expect(await idOf(browser)).toBe(owner.id);
  });
});

describe("a session is as strong as its own sign-in (issue 46, 2 and 7)", () => {
  it("records how each session signed in", async () => {
    const owner = await signedInAs(t, "business");
    // The sign-up's session and the sign-in's.
    expect(await methodsOf(owner.id)).toEqual(["password", "password"]);
    const secret = await enrolOverHttp(owner.browser.send, owner.password);
    // Confirming the set-up signs the reader in afresh, with the code.
    expect(await methodsOf(owner.id)).toEqual(["totp"]);

    const coded = client(t);
    await signInWithTwoFactor(coded.send, credentialsOf(owner), secret);
    const backup = client(t);
    const codes = await owner.browser.post("/api/auth/two-factor/generate-backup-codes", {
      password: owner.password,
    });
    expect(codes.status).toBe(200);
    await backup.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
    const viaBackup = await backup.post("/api/auth/two-factor/verify-backup-code", {
      code: codes.body.backupCodes[0],
    });
    expect(viaBackup.status).toBe(200);
    const { credential, device } = await addPasskey(owner.browser);
    if (!credential) throw new Error("no passkey added");
    await passkeySignIn(device, credential);
    // Adding the passkey ended the other sessions; the passkey's own is new.
    expect((await methodsOf(owner.id)).sort()).toEqual(["passkey", "totp"]);
  });

  it("turning on two-factor ends the account's other sessions, and adding a passkey does too", async () => {
    const owner = await signedInAs(t, "business");
    const phone = client(t);
    await phone.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
    expect(await idOf(phone)).toBe(owner.id);

    await enrolOverHttp(owner.browser.send, owner.password);
    expect(await idOf(phone)).toBeUndefined();
    expect(await idOf(owner.browser)).toBe(owner.id);

    const secret = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, owner.id));
    expect(secret).toHaveLength(1);
    const tablet = await signedInAs(t, "business");
    const tabletPhone = client(t);
    await tabletPhone.post("/api/auth/sign-in/email", {
      email: tablet.email,
      password: tablet.password,
    });
    expect((await addPasskey(tablet.browser)).saved.status).toBe(200);
    expect(await idOf(tabletPhone)).toBeUndefined();
    expect(await idOf(tablet.browser)).toBe(tablet.id);
  });

  it("refuses admin routes, the admin dashboard, the dev mailbox and re-authentication to a password-only session of a two-factor account", async () => {
    const admin: Account = await signedInAs(t, "admin");
    // Signed in with the code: admin routes answer.
    expect((await admin.browser.get("/api/admin/users")).status).toBe(200);
    expect((await admin.browser.get("/api/dashboards/admin")).status).toBe(200);
    expect((await admin.browser.get("/api/dev/mailbox")).status).toBe(200);

    // The same account's session, signed in with the password alone (before two-factor was on).
    await downgradeSessions(admin.id);
    expectError(await admin.browser.get("/api/admin/users"), 403, "REAUTH_REQUIRED");
    expectError(await admin.browser.get("/api/dashboards/admin"), 403, "REAUTH_REQUIRED");
    expectError(await admin.browser.get("/api/dev/mailbox"), 403, "REAUTH_REQUIRED");
    const target = await signedInAs(t, "business");
    expectError(
      await admin.browser.post(`/api/admin/users/${target.id}/ban`, { reason: "spam" }),
      403,
      "REAUTH_REQUIRED",
    );
    expect((await t.db.select().from(user).where(eq(user.id, target.id)))[0]?.banned).toBe(false);
    expectError(
      await admin.browser.post("/api/auth/two-factor/generate-backup-codes", {
        password: admin.password,
      }),
      403,
      "REAUTH_REQUIRED",
    );
    expectError(await admin.browser.get(REGISTER_OPTIONS), 403, "REAUTH_REQUIRED");
    // It is still the account's session for everything else.
    expect(await idOf(admin.browser)).toBe(admin.id);

    // Signing in again with the code is the way back.
    const again = client(t);
    await signInWithTwoFactor(again.send, credentialsOf(admin), admin.totpSecret);
    expect((await again.get("/api/admin/users")).status).toBe(200);
  });

  it("keeps the dev mailbox from an admin without two-factor sign-in on (issue 46, 7)", async () => {
    const admin = await signedInAs(t, "admin");
    await t.db.delete(twoFactor).where(eq(twoFactor.userId, admin.id));
    await t.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, admin.id));
    expectError(await admin.browser.get("/api/dev/mailbox"), 403, "TWO_FACTOR_REQUIRED");
    expectError(await admin.browser.get("/dev/mailbox"), 403, "TWO_FACTOR_REQUIRED");
  });
});

describe("a confirmation link confirms, and signs nobody in (issue 46, 3)", () => {
  it("confirms the address from another browser without a session", async () => {
    const input = newUser();
    const laptop = client(t);
    expect((await laptop.post("/api/auth/sign-up/email", input)).status).toBe(200);
    const link = await confirmationLink(t, input.email);
    const phone = client(t);
    const landed = await phone.get(`${link.pathname}${link.search}`);
    expect(landed.status).toBe(302);
    expect(landed.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]/);
    expect(await idOf(phone)).toBeUndefined();
    expect((await laptop.get("/api/me")).body.profile.emailVerified).toBe(true);
  });

  it("never signs in past an account's second factor", async () => {
    const input = newUser();
    const owner = client(t);
    expect((await owner.post("/api/auth/sign-up/email", input)).status).toBe(200);
    const id = await idOf(owner);
    if (!id) throw new Error("not signed up");
    // Two-factor sign-in on an unconfirmed address (set before that was refused).
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    await enrolOverHttp(owner.send, input.password);
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, id));
    await client(t).post("/api/auth/send-verification-email", { email: input.email });

    const link = await confirmationLink(t, input.email);
    const stranger = client(t);
    const landed = await stranger.get(`${link.pathname}${link.search}`);
    expect(landed.status).toBe(302);
    expect(await idOf(stranger)).toBeUndefined();
  });

  it("leaves the opener's own session in place when the link is someone else's (login CSRF)", async () => {
    const victim = await signedInAs(t, "business");
    const sessionsBefore = await methodsOf(victim.id);
    const attacker = newUser();
    expect((await client(t).post("/api/auth/sign-up/email", attacker)).status).toBe(200);
    const link = await confirmationLink(t, attacker.email);

    const landed = await victim.browser.get(`${link.pathname}${link.search}`);
    expect(landed.status).toBe(302);
    expect(landed.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]/);
    expect(await idOf(victim.browser)).toBe(victim.id);
    expect(await methodsOf(victim.id)).toEqual(sessionsBefore);
  });
});

describe("the owner's recovery path (issue 46, 1)", () => {
  it("an admin resets the factors of an owner locked out by one they cannot use, audited", async () => {
    const owner = await signedInAs(t, "business");
    await addPasskey(owner.browser);
    await enrolOverHttp(owner.browser.send, owner.password);
    const admin = await signedInAs(t, "admin");
    const path = `/api/admin/users/${owner.id}/sign-in-factors/reset`;

    expectError(await owner.browser.post(path, { reason: "checked by phone" }), 403, "FORBIDDEN");
    expectError(await admin.browser.post(path, {}), 400, "VALIDATION_FAILED");
    const reset = await admin.browser.post(path, { reason: "Called back on the number on file" });
    expect(reset.status).toBe(200);
    expect(reset.body.id).toBe(owner.id);

    expect(await idOf(owner.browser)).toBeUndefined();
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, owner.id))).toEqual([]);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, owner.id))).toEqual([]);
    const again = client(t);
    const signIn = await again.post("/api/auth/sign-in/email", credentialsOf(owner));
    expect(signIn.status).toBe(200);
    expect(signIn.body.twoFactorRedirect).toBeUndefined();

    const audit = await admin.browser.get("/api/admin/audit?action=user.reset-factors");
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain("Called back on the number on file");
    // Nothing left to reset.
    expectError(await admin.browser.post(path, { reason: "again please" }), 409, "CONFLICT");
  });
});

describe("a renewed session keeps its sign-in's strength (issue 46, 2)", () => {
  it("a password change's new session is as strong as the one it came from", async () => {
    const admin = await signedInAs(t, "admin");
    const changed = await admin.browser.post("/api/auth/change-password", {
      currentPassword: admin.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(await methodsOf(admin.id)).toEqual(["totp"]);
    expect((await admin.browser.get("/api/admin/users")).status).toBe(200);
  });
});
