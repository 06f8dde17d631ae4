import {
  AUTH_RATE_LIMIT,
  EMAIL_VERIFICATION,
  PASSKEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET,
  SESSION_LIMITS,
  TWO_FACTOR,
} from "@app/shared/limits";
import { DEFAULT_ROLE, SIGN_UP_ROLES } from "@app/shared/roles";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import * as authSchema from "../db/schema/auth.ts";
import type { Logger } from "../logger.ts";
import { accessControl, roles } from "./access-control.ts";
import { authCookieNaming } from "./auth-cookies.ts";
import { noteLoggedErrors } from "./database-watch.ts";
import { CLIENT_IP_HEADER, SIGN_UP_ROLE_HEADER } from "./internal-headers.ts";
import { assertRoomForPasskey, PASSKEY_REGISTRATION_PATHS, passkeyPlugin } from "./passkeys.ts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./password-policy.ts";
import { passwordResetMailer } from "./password-reset-mail.ts";
import {
  assertAddressConfirmed,
  endOtherSessions,
  FACTOR_SET_UP_PATHS,
  removeUnprovenFactors,
  SESSION_ENDING_FACTOR_PATH,
} from "./second-factors.ts";
import {
  absoluteEnd,
  REAUTH_MESSAGE,
  signInIsFresh,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from "./session-age.ts";
import {
  SECOND_FACTOR_SESSION_MESSAGE,
  signedInWithSecondFactor,
  signInMethodFor,
} from "./sign-in-method.ts";
import { spentCodeGuard, TOTP_PATH } from "./spent-codes.ts";
import { verificationMailer } from "./verification-mail.ts";

/**
 * Password, two-factor and passkey changes: only from a sign-in within
 * SESSION_LIMITS.freshSignInMinutes.
 */
const FRESH_SIGN_IN_PATHS = new Set([
  "/change-password",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/delete-passkey",
]);

/** The second step of a sign-in: a few tries a minute per client address (each challenge ends after 5). */
const TWO_FACTOR_RATE_LIMIT = { window: 60, max: TWO_FACTOR.attemptsPerMinute };
/** Passkey challenges and sign-ins per client address a minute (each challenge is a stored row). */
const PASSKEY_RATE_LIMIT = { window: 60, max: PASSKEYS.requestsPerMinute };

/** Where a new password arrives, and the error code naming its field (auth-error-map.ts). */
const COMMON_PASSWORD_CHECKS: Record<string, { field: string; code: string }> = {
  "/sign-up/email": { field: "password", code: "PASSWORD_TOO_COMMON" },
  "/change-password": { field: "newPassword", code: "NEW_PASSWORD_TOO_COMMON" },
  "/reset-password": { field: "newPassword", code: "NEW_PASSWORD_TOO_COMMON" },
};

export function createAuth(config: Config, db: Db, logger: Logger) {
  const spentCodes = spentCodeGuard(db);
  return betterAuth({
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        if (level === "error") noteLoggedErrors(args);
        logger[level]({ args }, message);
      },
    },
    appName: config.site.brandName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A reset link works once, for an hour; setting the password ends every session.
      sendResetPassword: passwordResetMailer(db, config),
      resetPasswordTokenExpiresIn: PASSWORD_RESET.linkMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      // Opening the link proved the address is the account's; a passkey, and a second factor set
      // before that proof, are not the owner's for all we know (docs/security.md, issue 46).
      onPasswordReset: async ({ user }) => {
        await removeUnprovenFactors(db, user);
        if (user.emailVerified) return;
        await db
          .update(authSchema.user)
          .set({ emailVerified: true })
          .where(eq(authSchema.user.id, user.id));
      },
    },
    // Every reader of a token checks its expiry; the hourly retention job deletes expired ones,
    // so a refused request (a made-up reset token) writes nothing (Better Auth would purge then).
    verification: { disableCleanup: true },
    // Ratings, reviews and the consultation history by e-mail need a confirmed address; signing
    // in does not (the account works at once, and says what confirming unlocks). The link
    // confirms the address only: it never signs its opener in nor replaces their session (a
    // sign-in without the account's second factor, and a login CSRF, otherwise).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION.linkHours * 3600,
      sendVerificationEmail: verificationMailer(db, config),
    },
    user: {
      additionalFields: {
        companyName: { type: "string", required: false, input: true },
      },
    },
    session: {
      additionalFields: {
        // How this session signed in (auth/sign-in-method.ts), set by the server only.
        signInMethod: { type: "string", required: false, input: false },
      },
      expiresIn: 60 * 60 * 24 * SESSION_LIMITS.idleDays,
      updateAge: 60 * 60 * 24,
      freshAge: SESSION_LIMITS.freshSignInMinutes * 60,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: AUTH_RATE_LIMIT.windowSeconds,
      max: 100,
      customRules: {
        "/sign-in/email": { window: AUTH_RATE_LIMIT.windowSeconds, max: AUTH_RATE_LIMIT.signInMax },
        "/sign-up/email": { window: AUTH_RATE_LIMIT.windowSeconds, max: AUTH_RATE_LIMIT.signUpMax },
        "/send-verification-email": {
          window: AUTH_RATE_LIMIT.windowSeconds,
          max: AUTH_RATE_LIMIT.verificationMax,
        },
        "/request-password-reset": {
          window: AUTH_RATE_LIMIT.windowSeconds,
          max: AUTH_RATE_LIMIT.resetRequestMax,
        },
        "/reset-password": { window: AUTH_RATE_LIMIT.windowSeconds, max: AUTH_RATE_LIMIT.resetMax },
        "/two-factor/*": TWO_FACTOR_RATE_LIMIT,
        "/passkey/*": PASSKEY_RATE_LIMIT,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips the Origin check when NODE_ENV is "test"; ours holds everywhere.
      disableOriginCheck: false,
      // `__Host-better-auth.*` cookies over https (auth-cookies.ts says why).
      ...authCookieNaming(config.publicUrl),
    },
    telemetry: { enabled: false },
    plugins: [
      admin({ ac: accessControl, roles, defaultRole: DEFAULT_ROLE, adminRoles: ["admin"] }),
      // TOTP from an authenticator app, with backup codes; no "trust this device" offered.
      twoFactor({
        issuer: config.site.brandName,
        totpOptions: { digits: TWO_FACTOR.digits },
        backupCodeOptions: { amount: TWO_FACTOR.backupCodes },
      }),
      passkeyPlugin(config),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (FACTOR_SET_UP_PATHS.has(ctx.path)) await assertAddressConfirmed(ctx);
        if (FRESH_SIGN_IN_PATHS.has(ctx.path)) await assertFreshSignIn(ctx);
        if (PASSKEY_REGISTRATION_PATHS.has(ctx.path)) await assertRoomForPasskey(db, ctx);
        if (ctx.path === TOTP_PATH) await spentCodes.claim(ctx);
        const checked = COMMON_PASSWORD_CHECKS[ctx.path];
        if (!checked) return;
        const password = (ctx.body as Record<string, unknown> | undefined)?.[checked.field];
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", {
            message: COMMON_PASSWORD_MESSAGE,
            code: checked.code,
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === TOTP_PATH) await spentCodes.releaseIfRefused(ctx);
        // A passkey added: every other session of the account ends.
        if (ctx.path === SESSION_ENDING_FACTOR_PATH) await endOtherSessions(db, ctx);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Each session records how it signed in: a session is as strong as its own sign-in.
          before: async (data, ctx) => {
            const replaced = ctx?.context.session?.session as
              | { signInMethod?: unknown }
              | undefined;
            return {
              data: { ...data, signInMethod: signInMethodFor(ctx?.path, replaced?.signInMethod) },
            };
          },
        },
        update: {
          // Renewing a session while it is used never takes it past its absolute lifetime.
          before: async (data, ctx) => {
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!(data.expiresAt instanceof Date) || !createdAt) return;
            const end = absoluteEnd(new Date(createdAt));
            if (data.expiresAt > end) return { data: { ...data, expiresAt: end } };
          },
        },
      },
      user: {
        update: {
          // Two-factor sign-in turned on (the code confirming the set-up): every session of the
          // account ends here, and Better Auth then signs the confirming reader in afresh.
          after: async (user, ctx) => {
            if (ctx?.path !== TOTP_PATH || user.twoFactorEnabled !== true) return;
            await db.delete(authSchema.session).where(eq(authSchema.session.userId, user.id));
          },
        },
        create: {
          // The admin plugin would give every new user the default role; a sign-up may pick vendor.
          before: async (user, ctx) => {
            const requested = ctx?.headers?.get(SIGN_UP_ROLE_HEADER);
            const role = (SIGN_UP_ROLES as readonly (string | null | undefined)[]).includes(
              requested,
            )
              ? requested
              : DEFAULT_ROLE;
            return { data: { ...user, role } };
          },
        },
      },
    },
  });
}

/**
 * Sensitive account changes need a recent sign-in (a stolen, long-open session cannot change the
 * password or two-factor set-up), and an admin cannot turn two-factor sign-in off.
 */
async function assertFreshSignIn(ctx: Parameters<typeof getSessionFromCtx>[0] & { path: string }) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // the endpoint itself answers 401
  if (!signInIsFresh(new Date(session.session.createdAt))) {
    throw new APIError("FORBIDDEN", { message: REAUTH_MESSAGE, code: "REAUTH_REQUIRED" });
  }
  // With two-factor sign-in on, re-authenticating takes the second factor too.
  const method = (session.session as { signInMethod?: unknown }).signInMethod;
  if (session.user.twoFactorEnabled === true && !signedInWithSecondFactor(method)) {
    throw new APIError("FORBIDDEN", {
      message: SECOND_FACTOR_SESSION_MESSAGE,
      code: "REAUTH_REQUIRED",
    });
  }
  if (ctx.path === "/two-factor/disable" && session.user.role === "admin") {
    throw new APIError("FORBIDDEN", {
      message: TWO_FACTOR_REQUIRED_MESSAGE,
      code: "TWO_FACTOR_REQUIRED",
    });
  }
}

export type Auth = ReturnType<typeof createAuth>;
