import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_DATA_DIR } from "../playwright.config.ts";
import { totpCode } from "./totp.ts";

/**
 * The e2e admin's authenticator key, written by the setup project (admin-two-factor.setup.ts)
 * beside the server's database: both start afresh when the data directory does.
 */
export const ADMIN_TOTP_FILE = path.resolve(E2E_DATA_DIR, "e2e-admin-totp-secret.txt");

/** The code the e2e admin's authenticator app shows now. */
export function adminTotpCode(): string {
  return totpCode(readFileSync(ADMIN_TOTP_FILE, "utf8").trim());
}

/**
 * Signs the e2e admin in through the API: the password, then the code. The request context
 * keeps the session cookie, as a browser would.
 */
export async function signInAdminViaApi(request: APIRequestContext): Promise<void> {
  const password = await request.post("/api/auth/sign-in/email", { data: E2E_ADMIN });
  if (password.status() !== 200) throw new Error(`Admin sign-in: ${password.status()}`);
  const code = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: adminTotpCode() },
  });
  if (code.status() !== 200) throw new Error(`Admin's code: ${code.status()} ${await code.text()}`);
}
