import { expect } from "vitest";
import { ensureAdmin } from "../src/bootstrap/ensure-admin.ts";
import { client, confirmEmail, newUser } from "./client.ts";
import type { TestApp } from "./harness.ts";
import { enrolOverHttp } from "./totp.ts";

export type Browser = ReturnType<typeof client>;
export type Role = "business" | "vendor" | "admin";

/** A signed-in account: its own cookie jar, and what it signed up with. */
export interface Account {
  browser: Browser;
  id: string;
  name: string;
  /** As stored: lower-cased. */
  email: string;
  password: string;
  /** The authenticator secret, for an account with two-factor sign-in on (every admin). */
  totpSecret?: string;
}

/**
 * A signed-in account of the given role. A business user or vendor signs up through the API; an
 * admin is made the way the server makes one (ADMIN_EMAIL at start), since no one signs up as one.
 */
export async function signedInAs(
  t: Pick<TestApp, "app" | "auth" | "db">,
  role: Role,
  overrides: Record<string, unknown> = {},
  options: { confirmEmail?: boolean } = {},
): Promise<Account> {
  const input = newUser(overrides);
  if (role === "admin") {
    await ensureAdmin(t.auth, t.db, input as { email: string; password: string; name: string });
  } else {
    expect((await client(t).post("/api/auth/sign-up/email", { ...input, role })).status).toBe(200);
    if (options.confirmEmail ?? true) await confirmEmail(t, input.email);
  }
  const browser = client(t);
  const res = await browser.post("/api/auth/sign-in/email", {
    email: input.email,
    password: input.password,
  });
  expect(res.status).toBe(200);
  // Admins must have two-factor sign-in on before any admin route answers.
  const totpSecret = role === "admin" ? await enrolTwoFactor(browser, input.password) : undefined;
  const profile = (await browser.get("/api/me")).body.profile;
  return {
    browser,
    id: profile.id,
    name: input.name,
    email: input.email.toLowerCase(),
    password: input.password,
    totpSecret,
  };
}

/** Turns two-factor sign-in on for the signed-in browser's account; returns its key. */
export function enrolTwoFactor(browser: Browser, password: string): Promise<string> {
  return enrolOverHttp(browser.send, password);
}

/** A signed-in admin's browser. */
export async function signedInAdmin(
  t: Pick<TestApp, "app" | "auth" | "db">,
  name = "Ops",
): Promise<Browser> {
  return (await signedInAs(t, "admin", { name })).browser;
}

/** The error shape (SPEC: `{ error: { code, message } }`) with this status, and code if given. */
export function expectError(
  res: { status: number; body: { error?: { code?: string; message?: string } } },
  status: number,
  code?: string,
) {
  expect(res.status).toBe(status);
  if (code) expect(res.body.error?.code).toBe(code);
  else expect(typeof res.body.error?.code).toBe("string");
  expect(typeof res.body.error?.message).toBe("string");
}
