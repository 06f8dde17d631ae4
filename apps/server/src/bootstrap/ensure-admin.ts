import { and, eq } from "drizzle-orm";
import type { Auth } from "../auth/auth.ts";
import { VERIFY_EMAIL_TEMPLATE } from "../auth/verification-mail.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { account, user } from "../db/schema/auth.ts";
import { emailOutbox } from "../db/schema/email.ts";

/** ADMIN_EMAIL names an account that ADMIN_PASSWORD does not open: the server must not start. */
export class AdminBootstrapError extends Error {
  override name = "AdminBootstrapError";
}

/**
 * - created: no account had that e-mail; it was made, as admin.
 * - promoted: an account had it and ADMIN_PASSWORD is its password; it is admin now.
 * - unchanged: it was admin already.
 * - unchanged-other-password: it was admin already, with another password (changed in the app,
 *   or set before this check existed); left as it is, its password is not touched.
 */
export type AdminOutcome = "created" | "promoted" | "unchanged" | "unchanged-other-password";

async function passwordOpens(auth: Auth, db: Db, userId: string, password: string) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  if (!credential?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: credential.hash, password });
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create that account as admin, or promote it; safe on every start.
 * Anyone could have registered ADMIN_EMAIL first (with or without confirming it): an existing
 * account is promoted only when ADMIN_PASSWORD is its password. The operator chose the address,
 * so it counts as confirmed, and the confirmation link sign-up queued for it is withdrawn.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  admin: NonNullable<Config["admin"]>,
): Promise<AdminOutcome> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db.select().from(user).where(eq(user.email, email)).limit(1);
  if (!existing) {
    await auth.api.signUpEmail({ body: { name: admin.name, email, password: admin.password } });
  } else {
    const opens = await passwordOpens(auth, db, existing.id, admin.password);
    if (existing.role === "admin") return opens ? "unchanged" : "unchanged-other-password";
    if (!opens) {
      throw new AdminBootstrapError(
        `ADMIN_EMAIL ${email} belongs to an existing account whose password is not ADMIN_PASSWORD, so it was not made an admin. Set ADMIN_PASSWORD to that account's password, use another ADMIN_EMAIL, or promote it with \`npm run user -- set-role ${email} admin\`.`,
      );
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
      .where(eq(user.email, email));
    await tx
      .delete(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, email),
          eq(emailOutbox.template, VERIFY_EMAIL_TEMPLATE),
          eq(emailOutbox.status, "pending"),
        ),
      );
  });
  return existing ? "promoted" : "created";
}
