import { eq } from "drizzle-orm";
import type { Auth } from "../auth/auth.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";

/** ADMIN_EMAIL + ADMIN_PASSWORD: create that account as admin, or promote it; safe on every start. */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  admin: NonNullable<Config["admin"]>,
): Promise<"created" | "promoted" | "unchanged"> {
  const [existing] = await db.select().from(user).where(eq(user.email, admin.email)).limit(1);
  if (existing?.role === "admin") return "unchanged";
  if (!existing) {
    await auth.api.signUpEmail({
      body: { name: admin.name, email: admin.email, password: admin.password },
    });
  }
  await db
    .update(user)
    .set({ role: "admin", updatedAt: new Date() })
    .where(eq(user.email, admin.email));
  return existing ? "promoted" : "created";
}
