import { TOTP_REUSE_WINDOW_SECONDS } from "@app/shared/limits";
import { APIError, getSessionFromCtx, isAPIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { spentTotpCode } from "../db/schema/auth.ts";

/** Where an authenticator code arrives: a sign-in's second step, or confirming the set-up. */
export const TOTP_PATH = "/two-factor/verify-totp";

export const CODE_USED_MESSAGE =
  "This code was used already. Wait for the next code in your authenticator app.";

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** A claim this request made, released if the code turns out wrong. */
interface Claim {
  userId: string;
  code: string;
  /** The claim's time in microseconds, as text: exact, where a Date would drop the microseconds. */
  usedAt: string;
}

const USED_AT_MICROS = sql<string>`(extract(epoch from ${spentTotpCode.usedAt}) * 1000000)::bigint::text`;

/**
 * An authenticator code works once (ASVS 6.5.1): Better Auth accepts a code again within its
 * 30-second step, so a code seen over a shoulder or in a proxy log could sign in a second time.
 * Before Better Auth checks a code, the request claims it for the account (one row, a primary
 * key, so two racing requests cannot both claim it); a code claimed within the reuse window is
 * refused. A wrong code's claim is released after the answer, so a typo never blocks a retry.
 */
export function spentCodeGuard(db: Db) {
  const claims = new WeakMap<object, Claim>();
  return {
    async claim(ctx: HookContext): Promise<void> {
      const code = (ctx.body as { code?: unknown } | undefined)?.code;
      if (typeof code !== "string") return; // the endpoint refuses the body itself
      const userId = await codeOwner(ctx);
      if (!userId) return; // no sign-in waits for a code: the endpoint answers 401
      const [claimed] = await db
        .insert(spentTotpCode)
        .values({ userId, code })
        .onConflictDoUpdate({
          target: [spentTotpCode.userId, spentTotpCode.code],
          set: { usedAt: sql`now()` },
          setWhere: sql`${spentTotpCode.usedAt} < now() - make_interval(secs => ${TOTP_REUSE_WINDOW_SECONDS})`,
        })
        .returning({ usedAt: USED_AT_MICROS });
      if (!claimed) {
        throw new APIError("UNAUTHORIZED", {
          message: CODE_USED_MESSAGE,
          code: "CODE_ALREADY_USED",
        });
      }
      claims.set(ctx.context, { userId, code, usedAt: claimed.usedAt });
    },
    async releaseIfRefused(ctx: HookContext): Promise<void> {
      const claim = claims.get(ctx.context);
      if (!claim) return;
      claims.delete(ctx.context);
      const answer = (ctx.context as { returned?: unknown }).returned;
      if (!isAPIError(answer)) return;
      await db
        .delete(spentTotpCode)
        .where(
          and(
            eq(spentTotpCode.userId, claim.userId),
            eq(spentTotpCode.code, claim.code),
            eq(USED_AT_MICROS, claim.usedAt),
          ),
        );
    },
  };
}

/**
 * The account a code is for: the signed-in one (confirming the set-up), else the one whose
 * sign-in waits for its second step (Better Auth's signed two-factor cookie names it).
 */
async function codeOwner(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const token = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!token) return undefined;
  const waiting = await ctx.context.internalAdapter.findVerificationValue(token);
  return waiting?.value ?? undefined;
}
