import { changePasswordSchema, updateProfileSchema } from "@app/shared/account-schemas";
import {
  passwordResetRequestSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verificationEmailSchema,
} from "@app/shared/auth-schemas";
import { PASSWORD_RESET, SESSION_LIMITS, TOKEN_LINK_LIMIT } from "@app/shared/limits";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Env } from "hono";
import { errorContent } from "../http/openapi-app.ts";
import { PASSKEY_OPERATIONS, registerPasskeyPaths } from "./passkey-paths.ts";
import { registerTwoFactorPaths, TWO_FACTOR_OPERATIONS } from "./two-factor-paths.ts";

type AuthBody =
  | typeof signInSchema
  | typeof signUpSchema
  | typeof updateProfileSchema
  | typeof changePasswordSchema
  | typeof verificationEmailSchema
  | typeof passwordResetRequestSchema
  | typeof resetPasswordSchema;

const json = <S extends AuthBody>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** The auth endpoints are served by Better Auth behind our wrapper; describe the ones the app uses. */
export function registerAuthPaths<E extends Env>(app: OpenAPIHono<E>) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/sign-up/email",
    tags: ["Auth"],
    summary: "Create an account (role business or vendor) and sign in",
    request: { body: json(signUpSchema) },
    responses: {
      200: { description: "Signed up; session cookie set" },
      400: errorContent("Invalid field, common password or role admin"),
      409: errorContent("Email already registered"),
      413: errorContent("Body too large"),
      429: errorContent("Too many attempts"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/sign-in/email",
    tags: ["Auth"],
    summary: "Sign in with email and password",
    request: { body: json(signInSchema) },
    responses: {
      200: {
        description:
          "Signed in; session cookie set. With two-factor sign-in on: `{ twoFactorRedirect: true }` and no session until POST /api/auth/two-factor/verify-totp (or verify-backup-code)",
      },
      400: errorContent("Invalid field"),
      401: errorContent(
        "Wrong email or password (the same answer whether the email exists or not)",
      ),
      429: errorContent("Too many attempts"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/sign-out",
    tags: ["Auth"],
    summary: "End the current session",
    responses: { 200: { description: "Signed out; session cookie cleared" } },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/update-user",
    tags: ["Auth"],
    summary: "Account settings: change my full name and company (a blank company clears it)",
    request: { body: json(updateProfileSchema) },
    responses: {
      200: { description: "Saved; `GET /api/me` shows the new values" },
      400: errorContent("Invalid field (e-mail, role and image cannot be changed here)"),
      401: errorContent("Not signed in"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/change-password",
    tags: ["Auth"],
    summary: "Change my password; every other session of the account ends",
    request: { body: json(changePasswordSchema) },
    responses: {
      200: { description: "Changed; this browser gets a new session cookie" },
      400: errorContent("Wrong current password, or a short, long or common new password"),
      401: errorContent("Not signed in"),
      403: errorContent(
        `Needs a sign-in within the last ${SESSION_LIMITS.freshSignInMinutes} minutes (REAUTH_REQUIRED)`,
      ),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/send-verification-email",
    tags: ["Auth"],
    summary:
      "Send a new link that confirms the account's e-mail address (signed in: only your own address). The same answer whether the address has an account or not; at most 5 links per address a day",
    request: { body: json(verificationEmailSchema) },
    responses: {
      200: { description: "Accepted: a link is queued if the address has an unconfirmed account" },
      400: errorContent("Invalid e-mail, another account's address, or already confirmed"),
      429: errorContent("Too many requests"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/auth/verify-email",
    tags: ["Auth"],
    summary:
      "The link in the confirmation e-mail: confirms the address, signs the account in and redirects to the account page",
    request: {
      query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    },
    responses: {
      302: {
        description:
          "To callbackURL; with `error=TOKEN_EXPIRED` or `INVALID_TOKEN` when the link does not work",
      },
      401: errorContent("No callbackURL and the token is expired or not valid"),
      429: errorContent(
        `More than ${TOKEN_LINK_LIMIT.max} links opened from this client (address or IPv6 /64) in ${TOKEN_LINK_LIMIT.windowSeconds} s; the token is not looked up`,
      ),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/revoke-sessions",
    tags: ["Auth"],
    summary: "Sign out everywhere: end every session of my account, this one included",
    responses: {
      200: { description: "Every session ended" },
      401: errorContent("Not signed in"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/auth/get-session",
    tags: ["Auth"],
    summary: "The signed-in session and its user (no token in it), or null when signed out",
    responses: { 200: { description: "The session, or null" } },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/auth/list-sessions",
    tags: ["Auth"],
    summary: "The account's sessions: devices and when each was last used (no tokens)",
    responses: {
      200: { description: "The sessions" },
      401: errorContent("Not signed in"),
    },
  });
  registerPasswordResetPaths(app);
  registerTwoFactorPaths(app);
  registerPasskeyPaths(app);
}

/**
 * The Better Auth endpoints the server exposes: those this document describes, which the
 * authorization matrix tests. Every other endpoint of Better Auth answers 404 (auth.routes.ts),
 * an allowlist, so a plugin's endpoint added by an upgrade is not open by default.
 */
export const EXPOSED_AUTH_OPERATIONS: readonly string[] = [
  "POST /api/auth/sign-up/email",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "POST /api/auth/update-user",
  "POST /api/auth/change-password",
  "POST /api/auth/send-verification-email",
  "GET /api/auth/verify-email",
  "POST /api/auth/revoke-sessions",
  "GET /api/auth/get-session",
  "GET /api/auth/list-sessions",
  "POST /api/auth/request-password-reset",
  "GET /api/auth/reset-password/{token}",
  "POST /api/auth/reset-password",
  ...TWO_FACTOR_OPERATIONS,
  ...PASSKEY_OPERATIONS,
];

/** Whether `method path` is one of EXPOSED_AUTH_OPERATIONS (a `{token}` matches one segment). */
export function isExposedAuthOperation(method: string, path: string): boolean {
  return EXPOSED_AUTH_OPERATIONS.some((operation) => {
    const [allowedMethod, pattern = ""] = operation.split(" ");
    if (allowedMethod !== method) return false;
    const expected = pattern.split("/");
    const actual = path.split("/");
    return (
      expected.length === actual.length &&
      expected.every((part, i) => (part.startsWith("{") ? actual[i] !== "" : part === actual[i]))
    );
  });
}

/** Forgotten password: ask for a link, follow it, set a new password. */
function registerPasswordResetPaths<E extends Env>(app: OpenAPIHono<E>) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/request-password-reset",
    tags: ["Auth"],
    summary: `Ask for a link that sets a new password. The same answer, after at least ${PASSWORD_RESET.answerFloorMs} ms, whether the address has an account or not; at most ${PASSWORD_RESET.mailsPerAddressPerDay} links per address a day, each working once for ${PASSWORD_RESET.linkMinutes} minutes`,
    request: { body: json(passwordResetRequestSchema) },
    responses: {
      200: { description: "Accepted: a link is queued if the address has an account" },
      400: errorContent("Invalid e-mail"),
      429: errorContent("Too many requests"),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/auth/reset-password/{token}",
    tags: ["Auth"],
    summary:
      "The link in the reset e-mail: checks the token and redirects to the page that sets the password",
    request: {
      params: z.object({ token: z.string() }),
      query: z.object({ callbackURL: z.string() }),
    },
    responses: {
      302: { description: "To callbackURL with `token=`, or with `error=INVALID_TOKEN`" },
      400: errorContent("callbackURL is not the reset page (/reset-password, /ar/… or /hi/…)"),
      429: errorContent(
        `More than ${TOKEN_LINK_LIMIT.max} reset links opened from this client (address or IPv6 /64) in ${TOKEN_LINK_LIMIT.windowSeconds} s; the token is not looked up`,
      ),
    },
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/api/auth/reset-password",
    tags: ["Auth"],
    summary:
      "Set a new password with the token from the reset link; the token is used up and every session of the account ends",
    request: { body: json(resetPasswordSchema) },
    responses: {
      200: { description: "Password set; sign in with it" },
      400: errorContent(
        "Expired, used or unknown token (field `token`), or a short, long or common new password",
      ),
      429: errorContent("Too many attempts"),
    },
  });
}
