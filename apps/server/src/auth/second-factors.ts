import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { passkey, session, twoFactor, user as userTable } from "../db/schema/auth.ts";

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Setting up a second factor or a passkey (and confirming the set-up with a code): only once the
 * account's address is confirmed. Anyone may sign up with an address that is not theirs; a factor
 * added then would still be there when the owner claims the address.
 */
export const FACTOR_SET_UP_PATHS = new Set([
  "/two-factor/enable",
  "/two-factor/verify-totp",
  "/two-factor/generate-backup-codes",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
]);

/** Adding a passkey ends the account's other sessions (turning on two-factor does too: auth.ts). */
export const SESSION_ENDING_FACTOR_PATH = "/passkey/verify-registration";

export const ADDRESS_FIRST_MESSAGE =
  "Confirm your e-mail address first: open the link we sent you, or ask for a new one in your account settings.";

/** 403 EMAIL_NOT_VERIFIED for a signed-in account whose address is unconfirmed. */
export async function assertAddressConfirmed(ctx: HookContext): Promise<void> {
  const signedIn = await getSessionFromCtx(ctx);
  // No session: the endpoint answers 401, or this is a sign-in's second step (no set-up).
  if (!signedIn || signedIn.user.emailVerified) return;
  throw new APIError("FORBIDDEN", { message: ADDRESS_FIRST_MESSAGE, code: "EMAIL_NOT_VERIFIED" });
}

/**
 * After a successful request, ends every session of the signed-in account but this one.
 */
export async function endOtherSessions(db: Db, ctx: HookContext): Promise<void> {
  if (isAPIError((ctx.context as { returned?: unknown }).returned)) return;
  const signedIn = await getSessionFromCtx(ctx);
  if (!signedIn) return;
  await db
    .delete(session)
    .where(and(eq(session.userId, signedIn.user.id), ne(session.token, signedIn.session.token)));
}

/**
 * A password reset by e-mail proves the address and nothing else. So it removes what could sign
 * in or lock the owner out without the owner having proved it:
 * - every passkey: a passkey signs in on its own, without the password the reset replaced;
 * - two-factor sign-in set up while the address was unconfirmed (only accounts from before that
 *   was refused can have one): whoever set it had not proved the address was theirs.
 * Two-factor sign-in set up on a confirmed account stays: it cannot sign anyone in without the new
 * password, and it is what keeps an account safe from someone who reads its owner's mail.
 */
export async function removeUnprovenFactors(
  db: Db,
  owner: { id: string; emailVerified: boolean },
): Promise<void> {
  await db.transaction((tx) => removeFactors(tx, owner.id, { twoFactor: !owner.emailVerified }));
}

/**
 * Removes an account's passkeys and, with `twoFactor`, turns its two-factor sign-in off (its
 * secret and backup codes gone). Returns how many passkeys it held.
 */
export async function removeFactors(
  tx: Tx,
  userId: string,
  options: { twoFactor: boolean },
): Promise<number> {
  const removed = await tx
    .delete(passkey)
    .where(eq(passkey.userId, userId))
    .returning({ id: passkey.id });
  if (options.twoFactor) {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.update(userTable).set({ twoFactorEnabled: false }).where(eq(userTable.id, userId));
  }
  return removed.length;
}
