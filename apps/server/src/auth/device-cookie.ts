import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A browser an account signed in from lately: a cookie set at sign-in, holding the account's id
 * and when, signed with the server's secret. It opens nothing by itself (it is no session); it
 * lets the account's owner ask for a reset or confirmation mail after strangers used up the
 * address's daily ones (issue 35 defect 6).
 */
export const DEVICE_COOKIE = "known_device";
/**
 * Its name over https: `__Secure-` (only a secure origin may set it). Not `__Host-`, which would
 * need Path=/ and send it with every request; only the auth routes read it (Path=/api/auth), and
 * its value is signed, so no other host can forge one.
 */
const deviceCookieName = (secure: boolean) => `${secure ? "__Secure-" : ""}${DEVICE_COOKIE}`;
const DEVICE_COOKIE_PAIR = new RegExp(`^(?:__Secure-)?${DEVICE_COOKIE}=`);
export const DEVICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`device:${payload}`).digest("base64url");
}

/** The Set-Cookie value for a sign-in of `accountId` now (only the auth routes read it). */
export function deviceCookie(
  secret: string,
  accountId: string,
  options: { now?: Date; secure: boolean },
): string {
  const payload = `${accountId}.${(options.now ?? new Date()).getTime()}`;
  const attributes = [
    `${deviceCookieName(options.secure)}=${payload}.${signature(secret, payload)}`,
    "Path=/api/auth",
    `Max-Age=${DEVICE_DAYS * 24 * 60 * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}

/** The account whose valid, unexpired device cookie the request carries, or undefined. */
export function deviceAccount(
  secret: string,
  cookieHeader: string | null,
  now = new Date(),
): string | undefined {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => DEVICE_COOKIE_PAIR.test(part))
    ?.replace(DEVICE_COOKIE_PAIR, "");
  const parts = value?.split(".");
  if (parts?.length !== 3) return undefined;
  const [accountId = "", issued = "", signed = ""] = parts;
  const expected = Buffer.from(signature(secret, `${accountId}.${issued}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = now.getTime() - Number(issued);
  return Number.isFinite(age) && age >= 0 && age < DEVICE_DAYS * DAY_MS ? accountId : undefined;
}
