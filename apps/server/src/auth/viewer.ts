import type { Profile } from "@app/shared/auth-schemas";
import { isRole, type Role } from "@app/shared/roles";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client.ts";
import { profiles } from "../db/schema/profiles.ts";
import { AppError } from "../http/app-error.ts";
import type { Auth } from "./auth.ts";

export type ViewerEnv = { Variables: { viewer: Profile } };

/** The signed-in user's profile, or null for a visitor (or an ended, expired or banned session). */
export async function loadViewer(auth: Auth, db: Db, headers: Headers): Promise<Profile | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const [row] = await db.select().from(profiles).where(eq(profiles.id, session.user.id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: isRole(row.role) ? row.role : "business",
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 401 unless signed in; puts the profile on the context as `viewer`. */
export function requireViewer(auth: Auth, db: Db) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    const viewer = await loadViewer(auth, db, c.req.raw.headers);
    if (!viewer) throw new AppError("UNAUTHENTICATED", "Please sign in.");
    c.set("viewer", viewer);
    await next();
  });
}

/** Admins may act everywhere; everyone else only where their own role is named. */
export function assertRole(viewer: Profile, allowed: readonly Role[]): void {
  if (viewer.role === "admin" || allowed.includes(viewer.role)) return;
  throw new AppError("FORBIDDEN", "Your account is not allowed to open this page.");
}
