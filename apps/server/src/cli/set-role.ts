import { isRole, ROLES, type Role } from "@app/shared/roles";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { session, user } from "../db/schema/auth.ts";
import { recordAudit } from "../modules/audit/audit.ts";

export class CliError extends Error {}

/**
 * Changes one account's role, in one transaction with its audit row (`user.role`, no actor: the
 * command line, named in `after.via`) and the end of every session of the account: whoever holds
 * one signs in again, under the new role.
 */
export async function setRole(
  db: Db,
  email: string,
  role: string,
): Promise<{ from: Role; to: Role }> {
  if (!isRole(role)) throw new CliError(`Unknown role "${role}". Use one of: ${ROLES.join(", ")}.`);
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(user)
      .where(eq(user.email, normalized))
      .limit(1)
      .for("update");
    if (!existing) throw new CliError(`No account with email ${normalized}.`);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, existing.id));
    await tx.delete(session).where(eq(session.userId, existing.id));
    await recordAudit(tx, {
      actorUserId: null,
      action: "user.role",
      entityType: "user",
      entityId: existing.id,
      before: { role: existing.role },
      after: { role, via: "command line" },
    });
    return { from: existing.role as Role, to: role };
  });
}
