import type { Profile } from "@app/shared/auth-schemas";
import { DEFAULT_ROLE, isRole, type Role } from "@app/shared/roles";
import { createMiddleware } from "hono/factory";
import { AppError } from "../http/app-error.ts";
import type { Auth } from "./auth.ts";
import {
  outlivedAbsoluteLifetime,
  REAUTH_MESSAGE,
  signInIsFresh,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from "./session-age.ts";
import { SECOND_FACTOR_SESSION_MESSAGE, signedInWithSecondFactor } from "./sign-in-method.ts";

export type ViewerEnv = { Variables: { viewer: Profile; signedIn: SignedIn } };

/** The signed-in user's profile, when the session signed in, and whether with a second factor. */
export interface SignedIn {
  viewer: Profile;
  signedInAt: Date;
  /** This session's own sign-in took an authenticator code, a backup code or a passkey. */
  secondFactor: boolean;
}

/**
 * The signed-in user and their session's sign-in time, or null for a visitor (or an ended,
 * expired, banned or absolutely-too-old session). The session lookup already reads the user row
 * the `profiles` view shows, so no second query.
 */
export async function loadSignedIn(auth: Auth, headers: Headers): Promise<SignedIn | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const signedInAt = new Date(session.session.createdAt);
  if (outlivedAbsoluteLifetime(signedInAt)) return null;
  const { user } = session;
  return {
    signedInAt,
    secondFactor: signedInWithSecondFactor(session.session.signInMethod),
    viewer: {
      id: user.id,
      fullName: user.name,
      email: user.email,
      role: isRole(user.role) ? user.role : DEFAULT_ROLE,
      companyName: user.companyName ?? null,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled === true,
      createdAt: user.createdAt.toISOString(),
    },
  };
}

/** The signed-in user's profile, or null for a visitor (see loadSignedIn). */
export async function loadViewer(auth: Auth, headers: Headers): Promise<Profile | null> {
  return (await loadSignedIn(auth, headers))?.viewer ?? null;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * 401 unless signed in; with `allowed`, 403 unless the viewer's role is named there (admins may
 * act everywhere). An admin on a role-gated route needs two-factor sign-in on, and a sign-in
 * within SESSION_LIMITS.freshSignInMinutes to write. Puts the profile on the context as `viewer`.
 */
export function requireViewer(auth: Auth, allowed?: readonly Role[]) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    const signedIn = await loadSignedIn(auth, c.req.raw.headers);
    if (!signedIn) throw new AppError("UNAUTHENTICATED", "Please sign in.");
    const { viewer } = signedIn;
    if (allowed) {
      assertRole(viewer, allowed);
      if (viewer.role === "admin") assertAdminMayAct(signedIn, c.req.method);
    }
    c.set("viewer", viewer);
    c.set("signedIn", signedIn);
    await next();
  });
}

/** An admin acts only from a second-factor session, and writes only from a recent sign-in. */
function assertAdminMayAct(signedIn: SignedIn, method: string): void {
  assertAdminSession(signedIn);
  if (!READS.has(method) && !signInIsFresh(signedIn.signedInAt)) {
    throw new AppError("REAUTH_REQUIRED", REAUTH_MESSAGE);
  }
}

/**
 * An admin's requests are answered only with two-factor sign-in on for the account
 * (TWO_FACTOR_REQUIRED: enrol first) and a session that signed in with it or a passkey
 * (REAUTH_REQUIRED: sign in again); a session is as strong as its own sign-in.
 */
export function assertAdminSession({ viewer, secondFactor }: SignedIn): void {
  if (viewer.role !== "admin") return;
  if (!viewer.twoFactorEnabled) {
    throw new AppError("TWO_FACTOR_REQUIRED", TWO_FACTOR_REQUIRED_MESSAGE);
  }
  if (!secondFactor) throw new AppError("REAUTH_REQUIRED", SECOND_FACTOR_SESSION_MESSAGE);
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
