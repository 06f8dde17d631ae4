import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { ADMIN_TOTP_FILE, claimAcrossWorkers } from "./admin-two-factor.ts";
import { secretOf, unusedTotpCode } from "./totp.ts";

/**
 * Admins must have two-factor sign-in on: the e2e admin (made by the server at start) turns it on
 * once per data directory, through the API, and its key is kept in a file for every test's
 * sign-in (admin-two-factor.ts). A data directory an earlier run enrolled already has the file.
 */
setup("the e2e admin has two-factor sign-in on", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL ?? "", "x-forwarded-for": "10.249.0.1" },
  });
  const signIn = await api.post("/api/auth/sign-in/email", { data: E2E_ADMIN });
  expect(signIn.status()).toBe(200);
  if ((await signIn.json()).twoFactorRedirect) {
    expect(existsSync(ADMIN_TOTP_FILE), `${ADMIN_TOTP_FILE} from the run that enrolled`).toBe(true);
    await api.dispose();
    return;
  }
  const enabled = await api.post("/api/auth/two-factor/enable", {
    data: { password: E2E_ADMIN.password },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const key = secretOf(((await enabled.json()) as { totpURI: string }).totpURI);
  const confirmed = await api.post("/api/auth/two-factor/verify-totp", {
    data: { code: await unusedTotpCode(key, claimAcrossWorkers) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const me = await (await api.get("/api/me")).json();
  expect(me.profile.twoFactorEnabled).toBe(true);
  mkdirSync(path.dirname(ADMIN_TOTP_FILE), { recursive: true });
  writeFileSync(ADMIN_TOTP_FILE, `${key}\n`, { mode: 0o600 });
  await api.dispose();
});
