/**
 * Better Auth's cookies as the routes around it read and change them: the session and the
 * two-factor challenge a password sign-in leaves until its code (names with the `__Host-` prefix
 * on https, see authCookieNaming, or none on http).
 */
const SESSION_COOKIE = /^(__Host-)?better-auth\.session_(token|data)=/;
const CHALLENGE_COOKIE = /^(__Host-)?better-auth\.two_factor=/;

/** The prefix of Better Auth's cookie names: `__Host-better-auth` over https. */
const cookiePrefix = (secure: boolean) => `${secure ? "__Host-" : ""}better-auth`;

/**
 * Better Auth's cookie options (its `advanced` settings). Over https every cookie it sets (the
 * session, the two-factor and passkey challenges, ...) is named `__Host-better-auth.*` and is
 * Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain: the browser then refuses one set by
 * any other host (a sibling subdomain tossing a session of its own in) or over http. Better
 * Auth's `useSecureCookies` would give the weaker `__Secure-` prefix (a subdomain may still set
 * those), so it stays off and the prefix and the Secure flag are set here. Over http (development,
 * tests, ALLOW_INSECURE_HTTP) the names are plain `better-auth.*`, without Secure.
 */
export function authCookieNaming(publicUrl: string) {
  const secure = publicUrl.startsWith("https://");
  return {
    useSecureCookies: false,
    cookiePrefix: cookiePrefix(secure),
    defaultCookieAttributes: {
      httpOnly: true,
      sameSite: "lax" as const,
      secure,
      path: "/",
    },
  };
}

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
    `${cookiePrefix(secure)}.two_factor=`,
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
