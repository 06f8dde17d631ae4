import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { spentTotpCode } from "../src/db/schema/auth.ts";
import { enrolTwoFactor, expectError, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { totpCode, unusedTotpCode } from "./totp.ts";

/** ASVS 6.5.1: an authenticator code signs in once, even within the 30 seconds it is shown. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A browser that typed the password of an account with two-factor on, waiting for its code. */
async function awaitingCode(owner: { email: string; password: string }) {
  const browser = client(t);
  const first = await browser.post("/api/auth/sign-in/email", {
    email: owner.email,
    password: owner.password,
  });
  expect(first.body.twoFactorRedirect).toBe(true);
  return browser;
}

describe("an authenticator code works once", () => {
  it("refuses a code that signed in already, and takes the next one", async () => {
    const owner = await signedInAs(t, "business");
    const secret = await enrolTwoFactor(owner.browser, owner.password);
    // A code the server accepts now and has not seen (the set-up used another).
    const code = await unusedTotpCode(secret);

    const first = await awaitingCode(owner);
    expect((await first.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(200);
    expect((await first.get("/api/me")).body.profile.id).toBe(owner.id);

    // Seen over a shoulder: the same code on another sign-in is refused, and gives no session.
    const second = await awaitingCode(owner);
    const replayed = await second.post("/api/auth/two-factor/verify-totp", { code });
    expectError(replayed, 401);
    expect(replayed.body.error.fieldCodes.code).toEqual(["code_used"]);
    expect((await second.get("/api/me")).body.profile).toBeNull();

    // The code of another step still works on that same sign-in.
    const other = await unusedTotpCode(secret);
    expect((await second.post("/api/auth/two-factor/verify-totp", { code: other })).status).toBe(
      200,
    );
  });

  it("lets one of two racing sign-ins with the same code through", async () => {
    const owner = await signedInAs(t, "business");
    const secret = await enrolTwoFactor(owner.browser, owner.password);
    const code = await unusedTotpCode(secret);
    const browsers = await Promise.all([awaitingCode(owner), awaitingCode(owner)]);
    const answers = await Promise.all(
      browsers.map((browser) => browser.post("/api/auth/two-factor/verify-totp", { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("keeps no claim on a wrong code, so a typo never blocks the right one", async () => {
    const owner = await signedInAs(t, "business");
    const secret = await enrolTwoFactor(owner.browser, owner.password);
    const browser = await awaitingCode(owner);
    const wrong = totpCode(secret, Date.now() + 10 * 60_000);
    const refused = await browser.post("/api/auth/two-factor/verify-totp", { code: wrong });
    expect(refused.body.error.fieldCodes.code).toEqual(["wrong_code"]);
    const kept = await t.db
      .select()
      .from(spentTotpCode)
      .where(and(eq(spentTotpCode.userId, owner.id), eq(spentTotpCode.code, wrong)));
    expect(kept).toEqual([]);

    const right = await unusedTotpCode(secret);
    expect((await browser.post("/api/auth/two-factor/verify-totp", { code: right })).status).toBe(
      200,
    );
    const spent = await t.db
      .select()
      .from(spentTotpCode)
      .where(and(eq(spentTotpCode.userId, owner.id), eq(spentTotpCode.code, right)));
    expect(spent).toHaveLength(1);
  });

  it("refuses the code that confirmed the set-up at the first sign-in", async () => {
    const owner = await signedInAs(t, "business");
    const enabled = await owner.browser.post("/api/auth/two-factor/enable", {
      password: owner.password,
    });
    const secret = new URL(enabled.body.totpURI).searchParams.get("secret") as string;
    const code = await unusedTotpCode(secret);
    expect((await owner.browser.post("/api/auth/two-factor/verify-totp", { code })).status).toBe(
      200,
    );
    const browser = await awaitingCode(owner);
    const replayed = await browser.post("/api/auth/two-factor/verify-totp", { code });
    expect(replayed.body.error.fieldCodes.code).toEqual(["code_used"]);
  });
});
