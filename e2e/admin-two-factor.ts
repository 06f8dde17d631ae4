import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, test } from "@playwright/test";
import { E2E_ADMIN, E2E_DATA_DIR } from "../playwright.config.ts";
import { type StepClaim, unusedTotpCode } from "./totp.ts";

/**
 * The e2e admin's authenticator key, written by the setup project (admin-two-factor.setup.ts)
 * beside the server's database: both start afresh when the data directory does.
 */
export const ADMIN_TOTP_FILE = path.resolve(E2E_DATA_DIR, "e2e-admin-totp-secret.txt");

/** One file per step whose code a worker used: the workers share the e2e admin. */
const CLAIMED_STEPS_DIR = path.resolve(E2E_DATA_DIR, "e2e-admin-totp-steps");

/** Claims a step across workers: creating its file succeeds in one worker only. */
export const claimAcrossWorkers: StepClaim = (_key, step) => {
  mkdirSync(CLAIMED_STEPS_DIR, { recursive: true });
  try {
    closeSync(openSync(path.join(CLAIMED_STEPS_DIR, String(step)), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
};

/** Gives the running test the time it waits for a fresh code on top of its timeout. */
function extendTimeout(ms: number): void {
  const info = test.info();
  info.setTimeout(info.timeout + ms);
}

/**
 * A code of the e2e admin's authenticator app that no worker used yet (the server takes each
 * code once; unusedTotpCode waits for the next one when the ones it accepts are spent).
 */
export function adminTotpCode(): Promise<string> {
  return unusedTotpCode(
    readFileSync(ADMIN_TOTP_FILE, "utf8").trim(),
    claimAcrossWorkers,
    extendTimeout,
  );
}

/**
 * Signs the e2e admin in through the API: the password, then the code. The request context
 * keeps the session cookie, as a browser would.
 */
export async function signInAdminViaApi(request: APIRequestContext): Promise<void> {
  const password = await request.post("/api/auth/sign-in/email", { data: E2E_ADMIN });
  if (password.status() !== 200) throw new Error(`Admin sign-in: ${password.status()}`);
  const code = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await adminTotpCode() },
  });
  if (code.status() !== 200) throw new Error(`Admin's code: ${code.status()} ${await code.text()}`);
}
