import { setTimeout as sleep } from "node:timers/promises";
import { changePasswordSchema, updateProfileSchema } from "@app/shared/account-schemas";
import {
  passwordResetRequestSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verificationEmailSchema,
} from "@app/shared/auth-schemas";
import {
  ACCOUNT_SIGN_IN_LIMIT,
  AUTH_RATE_LIMIT,
  PASSWORD_RESET,
  TOKEN_LINK_LIMIT,
} from "@app/shared/limits";
import {
  passkeyAuthenticationSchema,
  passkeyDeleteSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
} from "@app/shared/passkey-schemas";
import {
  backupCodeSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
} from "@app/shared/two-factor-schemas";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";
import { requestQuota } from "../db/schema/catalog.ts";
import { clientIp } from "../http/client-ip.ts";
import { errorResponse, fieldErrors } from "../http/error-response.ts";
import { quotaSubject, takeQuota } from "../http/rate-limit.ts";
import { unavailableResponse } from "../http/unavailable-response.ts";
import { isExposedAuthOperation } from "../openapi/auth-paths.ts";
import type { Auth } from "./auth.ts";
import {
  answerChallengeOnly,
  challengeEndCookie,
  holdsChallenge,
  holdsSession,
  keepSessionAtCodeStep,
  withCookies,
} from "./auth-cookies.ts";
import { statusFor, toApiError } from "./auth-error-map.ts";
import { watchForOutage } from "./database-watch.ts";
import { deviceAccount, deviceCookie } from "./device-cookie.ts";
import {
  CLIENT_IP_HEADER,
  INTERNAL_HEADERS,
  KNOWN_ACCOUNT_HEADER,
  SIGN_UP_ROLE_HEADER,
} from "./internal-headers.ts";
import { isResetLanding } from "./password-reset-mail.ts";

/** Bodies we check with the shared schemas before Better Auth sees them (strict: no unknown fields). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  "/api/auth/sign-up/email": signUpSchema,
  "/api/auth/sign-in/email": signInSchema,
  // Account settings: name and company only (no image, e-mail or role), within our limits.
  "/api/auth/update-user": updateProfileSchema,
  "/api/auth/change-password": changePasswordSchema,
  "/api/auth/send-verification-email": verificationEmailSchema,
  "/api/auth/request-password-reset": passwordResetRequestSchema,
  "/api/auth/reset-password": resetPasswordSchema,
  "/api/auth/two-factor/enable": twoFactorPasswordSchema,
  "/api/auth/two-factor/disable": twoFactorPasswordSchema,
  "/api/auth/two-factor/generate-backup-codes": twoFactorPasswordSchema,
  "/api/auth/two-factor/verify-totp": totpCodeSchema,
  "/api/auth/two-factor/verify-backup-code": backupCodeSchema,
  "/api/auth/passkey/verify-registration": passkeyRegistrationSchema,
  "/api/auth/passkey/verify-authentication": passkeyAuthenticationSchema,
  "/api/auth/passkey/update-passkey": passkeyRenameSchema,
  "/api/auth/passkey/delete-passkey": passkeyDeleteSchema,
};

const SIGN_IN_PATH = "/api/auth/sign-in/email";
const SIGN_UP_PATH = "/api/auth/sign-up/email";
/**
 * Where a sign-in ends with a session: the password, its second step after `twoFactorRedirect`,
 * or a passkey.
 */
const SIGN_IN_COMPLETING_PATHS = new Set([
  SIGN_IN_PATH,
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
  "/api/auth/passkey/verify-authentication",
]);
/** The second step of a sign-in (or, signed in without a challenge, confirming the set-up). */
const CODE_STEP_PATHS = new Set([
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
]);
/** The e-mailed reset link, `/reset-password/{token}?callbackURL=`. */
const RESET_LINK_PREFIX = "/api/auth/reset-password/";
/** The e-mailed confirmation link, `/verify-email?token=`. */
const VERIFY_LINK_PATH = "/api/auth/verify-email";
/** Answered no sooner than PASSWORD_RESET.answerFloorMs, with or without an account. */
const RESET_REQUEST_PATH = "/api/auth/request-password-reset";
/** Requests that end the caller's session (its account is read before, for the log line). */
const SESSION_ENDING_PATHS = new Set(["/api/auth/sign-out", "/api/auth/revoke-sessions"]);
/** Requests for a mail to an account's address, which its known owner may make past the cap. */
const LINK_MAIL_PATHS = new Set([RESET_REQUEST_PATH, "/api/auth/send-verification-email"]);

/** Better Auth behind our contract: validated input, our client-IP header, our error shape. */
export function authRoutes(
  auth: Auth,
  db: Db,
  options: { trustProxy: number; secret: string; secureCookies: boolean },
) {
  const app = new Hono();
  app.on(["GET", "POST"], "/*", async (c) => {
    // Only the endpoints the OpenAPI document describes (an allowlist): the admin plugin's own
    // would change accounts without our rules and audit log (admins manage users through
    // /api/admin/users), and an endpoint a Better Auth upgrade adds is closed until described.
    if (!isExposedAuthOperation(c.req.method, c.req.path)) {
      return errorResponse(c, "NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
    }
    const ip = clientIp(c, options.trustProxy);
    // Links that carry a token: each caller opens TOKEN_LINK_LIMIT.max a window, counted before
    // the token is looked up (a guess costs a request like any other).
    const tokenLink = tokenLinkName(c.req.method, c.req.path);
    if (tokenLink) {
      const { within, retryAfter } = await takeQuota(
        db,
        `${tokenLink}:${quotaSubject(ip)}`,
        TOKEN_LINK_LIMIT.max,
        TOKEN_LINK_LIMIT.windowSeconds,
      );
      if (!within) {
        c.header("Retry-After", String(retryAfter));
        return errorResponse(c, "RATE_LIMITED", "Too many links opened. Please wait a minute.");
      }
    }
    // A reset link lands on our reset page only (Better Auth would send any other to its own
    // error page).
    if (c.req.path.startsWith(RESET_LINK_PREFIX) && !isResetLanding(c.req.query("callbackURL"))) {
      return errorResponse(c, "VALIDATION_FAILED", "This is not a password-reset link of ours.");
    }
    const headers = new Headers(c.req.raw.headers);
    for (const name of INTERNAL_HEADERS) headers.delete(name);
    headers.set(CLIENT_IP_HEADER, ip);
    // A code answering a sign-in's challenge completes that sign-in, with a session of its own,
    // also when the reader kept the session they had (keepSessionAtCodeStep below).
    if (CODE_STEP_PATHS.has(c.req.path)) answerChallengeOnly(headers);

    let request: Request;
    /** When a valid reset request may be answered (performance.now()), or 0. */
    let answerAt = 0;
    /** Sign-in: this account's attempts from this network (cleared by a success). */
    let accountKey: string | undefined;
    /** The address the body names (sign-in, sign-up, a reset or confirmation request). */
    let email: string | undefined;
    const schema = c.req.method === "POST" ? BODY_SCHEMAS[c.req.path] : undefined;
    if (schema) {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return errorResponse(c, "VALIDATION_FAILED", "The request body must be valid JSON.");
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        return errorResponse(
          c,
          "VALIDATION_FAILED",
          "Some fields are invalid.",
          fieldErrors(parsed.error.issues),
        );
      }
      if (c.req.path === RESET_REQUEST_PATH) {
        answerAt = performance.now() + PASSWORD_RESET.answerFloorMs;
      }
      const { role, ...body } = parsed.data as { role?: string; email?: string };
      email = body.email;
      if (c.req.path === SIGN_IN_PATH && body.email) {
        // The network's limit first (one counter row per network): a spray of made-up
        // addresses is refused before each could write a counter of its own.
        const network = await takeQuota(
          db,
          `sign-in-network:${quotaSubject(ip)}`,
          AUTH_RATE_LIMIT.signInMax,
          AUTH_RATE_LIMIT.windowSeconds,
        );
        accountKey = `sign-in:${body.email}:${quotaSubject(ip)}`;
        const { within, retryAfter } = network.within
          ? await takeQuota(
              db,
              accountKey,
              ACCOUNT_SIGN_IN_LIMIT.max,
              ACCOUNT_SIGN_IN_LIMIT.windowSeconds,
            )
          : network;
        if (!within) {
          c.header("Retry-After", String(retryAfter));
          return errorResponse(
            c,
            "RATE_LIMITED",
            "Too many attempts. Please wait a minute and try again.",
          );
        }
      }
      if (role) headers.set(SIGN_UP_ROLE_HEADER, role);
      if (LINK_MAIL_PATHS.has(c.req.path)) {
        const known =
          (await accountOfSession(auth, headers)) ??
          deviceAccount(options.secret, headers.get("cookie"));
        if (known) headers.set(KNOWN_ACCOUNT_HEADER, known);
      }
      headers.set("content-type", "application/json");
      headers.delete("content-length");
      request = new Request(c.req.url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
    } else {
      request = new Request(c.req.raw, { headers });
    }

    // Signing out ends the session: its account is read before, for the log line. Any other
    // request's is read after, and only if the database answered (no second wait in an outage).
    const endsSession = SESSION_ENDING_PATHS.has(c.req.path) && headers.get("cookie");
    const before = endsSession ? await accountOfSession(auth, headers) : undefined;
    const { response, databaseUnavailable } = await watchForOutage(() => auth.handler(request));
    /** The user the answer carries: sign-in, sign-up, its second step, get-session. */
    const answered = await answeredUser(response);
    if (!databaseUnavailable) {
      const session = async () =>
        before ?? (headers.get("cookie") ? await accountOfSession(auth, headers) : undefined);
      c.set("accountId", answered ?? (await accountNamed(db, email, session)));
    }
    const wait = answerAt - performance.now();
    if (wait > 0) await sleep(wait);
    if (response.status < 400) {
      // The count would run out on its own; a failure to clear it must not fail the sign-in.
      if (accountKey) {
        await db
          .delete(requestQuota)
          .where(eq(requestQuota.key, accountKey))
          .catch(() => {});
      }
      const answer = await keepSessionAtCodeStep(
        await withoutTokens(response),
        c.req.path === SIGN_IN_PATH && holdsSession(headers),
      );
      // A device is known once a sign-in completed: not at a password awaiting its second step.
      const signedIn = SIGN_IN_COMPLETING_PATHS.has(c.req.path) ? answered : undefined;
      const cookies = signedIn
        ? [deviceCookie(options.secret, signedIn, { secure: options.secureCookies })]
        : [];
      // A new session ends any sign-in challenge the browser left unfinished (another account's,
      // abandoned at its code): a code typed later belongs to this session's account.
      if (
        (signedIn || (c.req.path === SIGN_UP_PATH && answered)) &&
        holdsChallenge(c.req.raw.headers)
      ) {
        cookies.push(challengeEndCookie(options.secureCookies));
      }
      return cookies.length ? withCookies(answer, cookies) : answer;
    }
    if (databaseUnavailable) return unavailableResponse(c);

    const body = await response
      .clone()
      .json()
      .catch(() => null);
    const apiError = toApiError(response.status, body);
    const out = new Headers(response.headers);
    out.set("content-type", "application/json");
    out.delete("content-length");
    // Better Auth's rate limiter says when to come back in its own header; browsers read the standard one.
    const retryAfter = response.headers.get("x-retry-after");
    if (retryAfter) out.set("retry-after", retryAfter);
    return new Response(JSON.stringify(apiError), {
      status: statusFor(apiError.error.code, response.status),
      headers: out,
    });
  });
  return app;
}

/** The quota a request opening an e-mailed token link counts against, or undefined. */
function tokenLinkName(method: string, path: string): string | undefined {
  if (method !== "GET") return undefined;
  if (path.startsWith(RESET_LINK_PREFIX)) return "reset-link";
  if (path === VERIFY_LINK_PATH) return "verify-link";
  return undefined;
}

/** The id of the user a JSON answer carries (a completed sign-in), or undefined. */
async function answeredUser(response: Response): Promise<string | undefined> {
  const answer = response.headers.get("content-type")?.includes("application/json")
    ? ((await response
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: unknown } } | null)
    : null;
  return typeof answer?.user?.id === "string" ? answer.user.id : undefined;
}

/** The signed-in account's id, or undefined (no session, or the lookup failed). */
async function accountOfSession(auth: Auth, headers: Headers): Promise<string | undefined> {
  try {
    return (await auth.api.getSession({ headers }))?.user.id;
  } catch {
    return undefined;
  }
}

/**
 * The account an auth request that answered no user was for, for its log line (its id, never its
 * address): the account of the address the body names (a failed sign-in, a reset request), else
 * the session's (a sign-out, a password change). Undefined when none is known or the lookup
 * fails: a log line must not fail the request.
 */
async function accountNamed(
  db: Db,
  email: string | undefined,
  sessionAccount: () => Promise<string | undefined>,
): Promise<string | undefined> {
  try {
    if (!email) return await sessionAccount();
    const [row] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.toLowerCase()));
    return row?.id;
  } catch {
    return undefined;
  }
}

/**
 * The session lives in an httpOnly cookie; its token is never handed to page scripts as well:
 * every JSON answer (sign-in and up, get-session, list-sessions) goes out without `token` keys.
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined || !holdsToken(body)) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(stripTokens(body)), { status: response.status, headers });
}

function holdsToken(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsToken);
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, item]) => key === "token" || holdsToken(item));
}

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, item]) => [key, stripTokens(item)]),
  );
}
