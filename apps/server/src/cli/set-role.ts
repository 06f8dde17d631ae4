import { isRole, ROLES, type Role } from "@app/shared/roles";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";

export class CliError extends Error {}

/** Changes one account's role; the new role applies to its very next request. */
export async function setRole(
  db: Db,
  email: string,
  role: string,
): Promise<{ from: Role; to: Role }> {
  if (!isRole(role)) throw new CliError(`Unknown role "${role}". Use one of: ${ROLES.join(", ")}.`);
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(user).where(eq(user.email, normalized)).limit(1);
  if (!existing) throw new CliError(`No account with email ${normalized}.`);
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, existing.id));
  return { from: existing.role as Role, to: role };
}
