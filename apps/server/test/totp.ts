import { secretOf, totpCode, unusedTotpCode } from "../../../e2e/totp.ts";

/** One RFC 6238 implementation for the API and browser tests (e2e/totp.ts). */
export { secretOf, totpCode, unusedTotpCode };

type Call = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: { totpURI?: string; twoFactorRedirect?: boolean } }>;

/**
 * Signs an account in over HTTP and completes two-factor sign-in: enrols it first when it has
 * none yet (an admin's first sign-in), or answers the code step with `secret`. Returns the secret.
 */
export async function signInWithTwoFactor(
  call: Call,
  credentials: { email: string; password: string },
  secret?: string,
): Promise<string> {
  const signIn = await call("POST", "/api/auth/sign-in/email", credentials);
  if (signIn.status !== 200) throw new Error(`Sign-in answered ${signIn.status}`);
  if (signIn.body.twoFactorRedirect) {
    if (!secret) throw new Error("The account has two-factor sign-in on; pass its secret.");
    const verified = await call("POST", "/api/auth/two-factor/verify-totp", {
      code: await unusedTotpCode(secret),
    });
    if (verified.status !== 200) throw new Error(`verify-totp answered ${verified.status}`);
    return secret;
  }
  return enrolOverHttp(call, credentials.password);
}

/**
 * Turns two-factor sign-in on for the signed-in caller's account as its owner would (set up,
 * then confirm a code from the app) and returns the authenticator key.
 */
export async function enrolOverHttp(call: Call, password: string): Promise<string> {
  const enabled = await call("POST", "/api/auth/two-factor/enable", { password });
  if (enabled.status !== 200 || !enabled.body.totpURI) {
    throw new Error(`two-factor/enable answered ${enabled.status}`);
  }
  const enrolled = secretOf(enabled.body.totpURI);
  const confirmed = await call("POST", "/api/auth/two-factor/verify-totp", {
    code: await unusedTotpCode(enrolled),
  });
  if (confirmed.status !== 200) throw new Error(`verify-totp answered ${confirmed.status}`);
  return enrolled;
}
