import { PASSKEYS } from "@app/shared/limits";
import { passkey } from "@better-auth/passkey";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { count, eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { passkey as passkeyTable } from "../db/schema/auth.ts";

/** Adding a passkey: the options, then the authenticator's answer. */
export const PASSKEY_REGISTRATION_PATHS = new Set([
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
]);

export const PASSKEY_LIMIT_MESSAGE = `An account can have ${PASSKEYS.perAccount} passkeys. Remove one to add another.`;
const NOT_VERIFIED_MESSAGE =
  "This passkey did not confirm it's you (a PIN, fingerprint or face). Use one that does, or your password.";

/**
 * Better Auth's passkey plugin, its relying party being the public address (WebAuthn refuses
 * any other origin, and IP addresses). A passkey signs in without the authenticator code: with
 * user verification (a PIN or biometric on the device) it is two factors itself, so the
 * authenticator must have verified the user, at set-up and at every sign-in.
 */
export function passkeyPlugin(config: Config) {
  const publicUrl = new URL(config.publicUrl);
  return passkey({
    rpID: publicUrl.hostname,
    rpName: config.site.brandName,
    origin: publicUrl.origin,
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
    registration: {
      afterVerification: async ({ verification }) => {
        if (!verification.registrationInfo?.userVerified) {
          throw new APIError("BAD_REQUEST", {
            message: NOT_VERIFIED_MESSAGE,
            code: "PASSKEY_FAILED",
          });
        }
      },
    },
    authentication: {
      afterVerification: async ({ verification }) => {
        if (!verification.authenticationInfo.userVerified) {
          throw new APIError("UNAUTHORIZED", {
            message: NOT_VERIFIED_MESSAGE,
            code: "PASSKEY_FAILED",
          });
        }
      },
    },
  });
}

/** An account holds at most PASSKEYS.perAccount passkeys (checked before options and before saving). */
export async function assertRoomForPasskey(
  db: Db,
  ctx: Parameters<typeof getSessionFromCtx>[0],
): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // the endpoint itself answers 401
  const [row] = await db
    .select({ held: count() })
    .from(passkeyTable)
    .where(eq(passkeyTable.userId, session.user.id));
  if ((row?.held ?? 0) >= PASSKEYS.perAccount) {
    throw new APIError("CONFLICT", { message: PASSKEY_LIMIT_MESSAGE, code: "PASSKEY_LIMIT" });
  }
}
