/**
 * Better Auth's cookies as the routes around it read and change them: the session and the
 * two-factor challenge a password sign-in leaves until its code (names with or without the
 * `__Secure-` prefix Better Auth adds on https).
 */
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_(token|data)=/;
const CHALLENGE_COOKIE = /^(__Secure-)?better-auth\.two_factor=/;

/** The `name=value` pairs of a Cookie header. */
const pairsOf = (cookieHeader: string | null) => (cookieHeader ?? "").split(/;\s*/);

/** Whether a request's Cookie header carries a session. */
export function holdsSession(headers: Headers): boolean {
  return pairsOf(headers.get("cookie")).some((pair) => SESSION_COOKIE.test(pair));
}

/** Whether a request's Cookie header carries a sign-in's two-factor challenge. */
export function holdsChallenge(headers: Headers): boolean {
  return pairsOf(headers.get("cookie")).some((pair) => CHALLENGE_COOKIE.test(pair));
}

/** Clears Better Auth's two-factor challenge cookie (same name, path and flags as it sets). */
export function challengeEndCookie(secure: boolean): string {
  return [
    `${secure ? "__Secure-" : ""}better-auth.two_factor=`,
    "Max-Age=0",
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * With a sign-in's challenge under way (its two-factor cookie), Better Auth is shown that
 * challenge only: given a session as well, it would check the code against the session and sign
 * nobody in afresh, and the confirmation of a sensitive action would stay stale.
 */
export function answerChallengeOnly(headers: Headers): void {
  if (!holdsChallenge(headers)) return;
  const kept = pairsOf(headers.get("cookie")).filter((pair) => !SESSION_COOKIE.test(pair));
  headers.set("cookie", kept.join("; "));
}

/** The answer with more cookies: the known device (device-cookie.ts), an ended challenge. */
export function withCookies(response: Response, cookies: string[]): Response {
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * A password accepted with two-factor sign-in on answers `twoFactorRedirect`, and Better Auth
 * clears the session cookie with it. Signed in already (confirming it's you for a sensitive
 * action), that would sign the reader out if they stopped at the code: the session they had is
 * kept, and the code step replaces it with a fresh one.
 */
export async function keepSessionAtCodeStep(
  response: Response,
  signedIn: boolean,
): Promise<Response> {
  if (!signedIn) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: unknown } | null;
  if (body?.twoFactorRedirect !== true) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of response.headers.getSetCookie()) {
    if (!SESSION_COOKIE.test(cookie)) headers.append("set-cookie", cookie);
  }
  return new Response(response.body, { status: response.status, headers });
}
