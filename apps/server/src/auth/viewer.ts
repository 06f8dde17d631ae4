import type { Profile } from "@app/shared/auth-schemas";
import { DEFAULT_ROLE, isRole, type Role } from "@app/shared/roles";
import { createMiddleware } from "hono/factory";
import { AppError } from "../http/app-error.ts";
import type { Auth } from "./auth.ts";

export type ViewerEnv = { Variables: { viewer: Profile } };

/**
 * The signed-in user's profile, or null for a visitor (or an ended, expired or banned session).
 * The session lookup already reads the user row the `profiles` view shows, so no second query.
 */
export async function loadViewer(auth: Auth, headers: Headers): Promise<Profile | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    fullName: user.name,
    email: user.email,
    role: isRole(user.role) ? user.role : DEFAULT_ROLE,
    companyName: user.companyName ?? null,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * 401 unless signed in; with `allowed`, 403 unless the viewer's role is named there (admins may
 * act everywhere). Puts the profile on the context as `viewer`.
 */
export function requireViewer(auth: Auth, allowed?: readonly Role[]) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    const viewer = await loadViewer(auth, c.req.raw.headers);
    if (!viewer) throw new AppError("UNAUTHENTICATED", "Please sign in.");
    if (allowed) assertRole(viewer, allowed);
    c.set("viewer", viewer);
    await next();
  });
}

/** Ratings and reviews speak for a person: 403 EMAIL_NOT_VERIFIED until the address is confirmed. */
export function requireVerifiedEmail(viewer: Profile): void {
  if (viewer.emailVerified) return;
  throw new AppError(
    "EMAIL_NOT_VERIFIED",
    "Confirm your e-mail address first: open the link we sent you, or ask for a new one in your account settings.",
  );
}

/** Admins may act everywhere; everyone else only where their own role is named. */
export function assertRole(viewer: Profile, allowed: readonly Role[]): void {
  if (viewer.role === "admin" || allowed.includes(viewer.role)) return;
  throw new AppError("FORBIDDEN", "Your account is not allowed to open this page.");
}
