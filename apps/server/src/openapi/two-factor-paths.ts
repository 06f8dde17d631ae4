import { SESSION_LIMITS, TOTP_REUSE_WINDOW_SECONDS, TWO_FACTOR } from "@app/shared/limits";
import {
  backupCodeSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
} from "@app/shared/two-factor-schemas";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { errorContent } from "../http/openapi-app.ts";

type Body = typeof twoFactorPasswordSchema | typeof totpCodeSchema | typeof backupCodeSchema;
const json = (schema: Body) => ({
  required: true,
  content: { "application/json": { schema } },
});

const FRESH = `Needs a sign-in within the last ${SESSION_LIMITS.freshSignInMinutes} minutes (REAUTH_REQUIRED)`;

/** Two-factor sign-in (Better Auth's twoFactor plugin): set-up, the sign-in's second step, codes. */
export const TWO_FACTOR_OPERATIONS = [
  "POST /api/auth/two-factor/enable",
  "POST /api/auth/two-factor/verify-totp",
  "POST /api/auth/two-factor/verify-backup-code",
  "POST /api/auth/two-factor/generate-backup-codes",
  "POST /api/auth/two-factor/disable",
] as const;

export function registerTwoFactorPaths<E extends Env>(app: OpenAPIHono<E>) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/two-factor/enable",
    tags: ["Auth"],
    summary: `Start setting up two-factor sign-in: an authenticator secret (as an otpauth:// URI) and ${TWO_FACTOR.backupCodes} backup codes. Nothing changes at sign-in until a code from the app is confirmed with verify-totp`,
    request: { body: json(twoFactorPasswordSchema) },
    responses: {
      200: { description: "`{ totpURI, backupCodes }`" },
      400: errorContent("Wrong password (field `currentPassword`), or two-factor is already on"),
      401: errorContent("Not signed in"),
      403: errorContent(FRESH),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/two-factor/verify-totp",
    tags: ["Auth"],
    summary:
      "A code from the authenticator app: completes a sign-in that answered `twoFactorRedirect` (session cookie set), or, signed in, confirms the set-up and turns two-factor sign-in on",
    request: { body: json(totpCodeSchema) },
    responses: {
      200: { description: "Signed in, or two-factor sign-in turned on" },
      400: errorContent("Malformed code, or five wrong codes ended this sign-in (sign in again)"),
      401: errorContent(
        `Wrong code, or a code used already within ${TOTP_REUSE_WINDOW_SECONDS} s (field \`code\`: wrong_code, code_used), or no sign-in waiting for a code`,
      ),
      429: errorContent("Too many attempts"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/two-factor/verify-backup-code",
    tags: ["Auth"],
    summary: "Completes a sign-in with one of the backup codes instead; each code works once",
    request: { body: json(backupCodeSchema) },
    responses: {
      200: { description: "Signed in; the code is used up" },
      401: errorContent("Wrong or used code (field `code`), or no sign-in waiting for a code"),
      429: errorContent("Too many attempts"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/two-factor/generate-backup-codes",
    tags: ["Auth"],
    summary: "A new set of backup codes; the old ones stop working",
    request: { body: json(twoFactorPasswordSchema) },
    responses: {
      200: { description: "`{ backupCodes }`" },
      400: errorContent("Wrong password, or two-factor sign-in is off"),
      401: errorContent("Not signed in"),
      403: errorContent(FRESH),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/two-factor/disable",
    tags: ["Auth"],
    summary: "Turn two-factor sign-in off (not for admins, who must keep it)",
    request: { body: json(twoFactorPasswordSchema) },
    responses: {
      200: { description: "Off; this browser gets a new session cookie" },
      400: errorContent("Wrong password"),
      401: errorContent("Not signed in"),
      403: errorContent(`An admin's account (TWO_FACTOR_REQUIRED). ${FRESH}`),
    },
  });
}
