import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Cookie, type Page, test } from "@playwright/test";
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

/**
 * The e2e admin's latest session, shared by the workers. The server takes each authenticator
 * code once, so a new code comes only every 30 seconds: signing the admin in afresh for every
 * test would queue the tests behind the clock. A session is reused while it is younger than
 * SESSION_REUSE_MS, within the 15 minutes admin writes allow after a sign-in.
 */
const SESSION_FILE = path.resolve(E2E_DATA_DIR, "e2e-admin-session.json");
const SESSION_REUSE_MS = 8 * 60_000;
const SESSION_COOKIE = /^(__Host-)?better-auth\./;

/** Puts the admin's recent session into the page's browser; false when there is none that works. */
export async function reuseAdminSession(page: Page): Promise<boolean> {
  let saved: { at: number; cookies: Cookie[] };
  try {
    saved = JSON.parse(readFileSync(SESSION_FILE, "utf8"));
  } catch {
    return false;
  }
  if (Date.now() - saved.at > SESSION_REUSE_MS) return false;
  await page.context().addCookies(saved.cookies);
  const me = await (await page.request.get("/api/me")).json();
  if (me.profile?.email === E2E_ADMIN.email) return true;
  // Signed out or banned since: sign in afresh.
  await page.context().clearCookies();
  return false;
}

/** Keeps the session the page's browser just signed the admin in with, for the next tests. */
export async function keepAdminSession(page: Page): Promise<void> {
  const cookies = (await page.context().cookies()).filter((cookie) =>
    SESSION_COOKIE.test(cookie.name),
  );
  const written = `${SESSION_FILE}.${process.pid}`;
  mkdirSync(path.dirname(SESSION_FILE), { recursive: true });
  writeFileSync(written, JSON.stringify({ at: Date.now(), cookies }), { mode: 0o600 });
  renameSync(written, SESSION_FILE);
}
