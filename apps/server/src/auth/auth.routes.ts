import { setTimeout as sleep } from "node:timers/promises";
import { changePasswordSchema, updateProfileSchema } from "@app/shared/account-schemas";
import {
  passwordResetRequestSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verificationEmailSchema,
} from "@app/shared/auth-schemas";
import { ACCOUNT_SIGN_IN_LIMIT, PASSWORD_RESET } from "@app/shared/limits";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { requestQuota } from "../db/schema/catalog.ts";
import { clientIp } from "../http/client-ip.ts";
import { errorResponse, fieldErrors } from "../http/error-response.ts";
import { quotaSubject, takeQuota } from "../http/rate-limit.ts";
import { unavailableResponse } from "../http/unavailable-response.ts";
import { type Auth, CLIENT_IP_HEADER, SIGN_UP_ROLE_HEADER } from "./auth.ts";
import { statusFor, toApiError } from "./auth-error-map.ts";
import { watchForOutage } from "./database-watch.ts";
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
};

const ADMIN_PLUGIN_PREFIX = "/api/auth/admin/";
const SIGN_IN_PATH = "/api/auth/sign-in/email";
/** The e-mailed reset link, `/reset-password/{token}?callbackURL=`. */
const RESET_LINK_PREFIX = "/api/auth/reset-password/";
/** Answered no sooner than PASSWORD_RESET.answerFloorMs, with or without an account. */
const RESET_REQUEST_PATH = "/api/auth/request-password-reset";

/** Better Auth behind our contract: validated input, our client-IP header, our error shape. */
export function authRoutes(auth: Auth, db: Db, options: { trustProxy: number }) {
  const app = new Hono();
  app.on(["GET", "POST"], "/*", async (c) => {
    // The admin plugin's own endpoints would change accounts without our rules and audit log;
    // admins manage users through /api/admin/users (modules/users).
    if (c.req.path.startsWith(ADMIN_PLUGIN_PREFIX)) {
      return errorResponse(c, "NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
    }
    // A reset link lands on our reset page only (Better Auth would send any other to its own
    // error page).
    if (c.req.path.startsWith(RESET_LINK_PREFIX) && !isResetLanding(c.req.query("callbackURL"))) {
      return errorResponse(c, "VALIDATION_FAILED", "This is not a password-reset link of ours.");
    }
    const headers = new Headers(c.req.raw.headers);
    const ip = clientIp(c, options.trustProxy);
    headers.set(CLIENT_IP_HEADER, ip);
    headers.delete(SIGN_UP_ROLE_HEADER);

    let request: Request;
    /** When a valid reset request may be answered (performance.now()), or 0. */
    let answerAt = 0;
    /** Sign-in: this account's attempts from this network (cleared by a success). */
    let accountKey: string | undefined;
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
      if (c.req.path === SIGN_IN_PATH && body.email) {
        accountKey = `sign-in:${body.email}:${quotaSubject(ip)}`;
        const { within, retryAfter } = await takeQuota(
          db,
          accountKey,
          ACCOUNT_SIGN_IN_LIMIT.max,
          ACCOUNT_SIGN_IN_LIMIT.windowSeconds,
        );
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

    const { response, databaseUnavailable } = await watchForOutage(() => auth.handler(request));
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
      return withoutTokens(response);
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
