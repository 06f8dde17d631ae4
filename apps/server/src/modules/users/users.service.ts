import type { Profile } from "@app/shared/auth-schemas";
import type { Role } from "@app/shared/roles";
import type { AdminUser } from "@app/shared/users";
import { asc, eq } from "drizzle-orm";
import { removeFactors } from "../../auth/second-factors.ts";
import type { Db, Tx } from "../../db/client.ts";
import { session, user } from "../../db/schema/auth.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { toAdminUser } from "./users.repository.ts";

type UserRow = typeof user.$inferSelect;
type AdminRow = { id: string; banned: boolean | null };

/** The fields of an account that an audit row records before and after. */
function accountState(row: UserRow) {
  return { role: row.role, banned: row.banned ?? false, banReason: row.banReason };
}

const isActiveAdmin = (row: { role: string; banned: boolean | null }) =>
  row.role === "admin" && !row.banned;

/**
 * 409 when the change would leave no admin who can sign in. Only another active admin may act,
 * never on themselves, so one always remains; this holds the rule on its own all the same.
 */
export function assertAdminRemains(admins: readonly AdminRow[], target: UserRow, after: UserRow) {
  if (!isActiveAdmin(target) || isActiveAdmin(after)) return;
  if (!admins.some((a) => a.id !== target.id && !a.banned)) {
    throw new AppError("CONFLICT", "This is the last admin; make another admin first.");
  }
}

/**
 * Locks every admin row (in id order, so two admins acting at once wait for each other rather than
 * deadlock), checks the actor is still an active admin, then locks the target. A demotion that
 * committed first is seen here: an admin demoted a moment ago can no longer act.
 */
async function lockForChange(tx: Tx, actor: Profile, targetId: string) {
  if (actor.id === targetId) {
    throw new AppError("FORBIDDEN", "You cannot change your own role or ban yourself.");
  }
  const admins = await tx
    .select({ id: user.id, banned: user.banned })
    .from(user)
    .where(eq(user.role, "admin"))
    .orderBy(asc(user.id))
    .for("update");
  if (!admins.some((a) => a.id === actor.id && !a.banned)) {
    throw new AppError("FORBIDDEN", "You are no longer an admin.");
  }
  const [target] = await tx.select().from(user).where(eq(user.id, targetId)).for("update");
  if (!target) throw new AppError("NOT_FOUND", "No such user.");
  return { admins, target };
}

type Change =
  | { action: "user.role"; role: Role }
  | { action: "user.ban"; reason: string }
  | { action: "user.unban" };

function conflictOf(target: UserRow, change: Change): string | null {
  if (change.action === "user.role" && target.role === change.role) {
    return `This user is already ${change.role}.`;
  }
  if (change.action === "user.ban" && target.banned) return "This user is already banned.";
  if (change.action === "user.unban" && !target.banned) return "This user is not banned.";
  return null;
}

function columnsFor(change: Change): Partial<UserRow> {
  if (change.action === "user.role") return { role: change.role };
  if (change.action === "user.ban") {
    return { banned: true, banReason: change.reason, banExpires: null };
  }
  return { banned: false, banReason: null, banExpires: null };
}

/**
 * One change to an account in one transaction: the rules (not on oneself, never the last admin),
 * the update, the end of a banned user's sessions (their next request is a visitor's, and Better
 * Auth refuses their sign-in while `banned` is set) and the audit row all commit or none does.
 */
export async function changeUser(
  db: Db,
  actor: Profile,
  targetId: string,
  change: Change,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const { admins, target } = await lockForChange(tx, actor, targetId);
    const conflict = conflictOf(target, change);
    if (conflict) throw new AppError("CONFLICT", conflict);
    assertAdminRemains(admins, target, { ...target, ...columnsFor(change) });

    const [after] = await tx
      .update(user)
      .set({ ...columnsFor(change), updatedAt: new Date() })
      .where(eq(user.id, targetId))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", "No such user.");
    if (change.action === "user.ban") await tx.delete(session).where(eq(session.userId, targetId));

    await recordAudit(tx, {
      actorUserId: actor.id,
      action: change.action,
      entityType: "user",
      entityId: targetId,
      before: accountState(target),
      after: accountState(after),
    });
    return toAdminUser(after);
  });
}

/**
 * The recovery of an owner locked out by a second factor they cannot use (a lost phone and
 * backup codes, or a factor someone else set): once an admin has checked who they are, this turns
 * two-factor sign-in off, removes every passkey and ends every session, with the reason in the
 * audit row. The owner then signs in with the password (or resets it by e-mail) and sets up anew.
 */
export async function resetSignInFactors(
  db: Db,
  actor: Profile,
  targetId: string,
  reason: string,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const { target } = await lockForChange(tx, actor, targetId);
    const passkeys = await removeFactors(tx, targetId, { twoFactor: true });
    if (!target.twoFactorEnabled && passkeys === 0) {
      throw new AppError("CONFLICT", "This account has no two-factor sign-in or passkey.");
    }
    await tx.delete(session).where(eq(session.userId, targetId));
    const [after] = await tx
      .update(user)
      .set({ updatedAt: new Date() })
      .where(eq(user.id, targetId))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", "No such user.");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "user.reset-factors",
      entityType: "user",
      entityId: targetId,
      before: { twoFactorEnabled: target.twoFactorEnabled, passkeys },
      after: { twoFactorEnabled: false, passkeys: 0, reason },
    });
    return toAdminUser(after);
  });
}
