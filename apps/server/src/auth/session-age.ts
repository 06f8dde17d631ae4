import { SESSION_LIMITS } from "@app/shared/limits";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The latest a session signed in at `createdAt` may run to, however often it is used. */
export function absoluteEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_LIMITS.absoluteDays * DAY_MS);
}

/** Whether a session signed in at `createdAt` has outlived the absolute lifetime. */
export function outlivedAbsoluteLifetime(createdAt: Date, now = Date.now()): boolean {
  return now >= absoluteEnd(createdAt).getTime();
}

/** Whether a sign-in at `createdAt` is recent enough for a sensitive action. */
export function signInIsFresh(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() < SESSION_LIMITS.freshSignInMinutes * MINUTE_MS;
}

export const REAUTH_MESSAGE = `For your security, please sign in again: this needs a sign-in within the last ${SESSION_LIMITS.freshSignInMinutes} minutes.`;
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Admins must turn on two-factor sign-in in their account settings first.";
