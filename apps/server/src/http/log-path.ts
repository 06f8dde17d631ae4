/**
 * A request's path as a log line may carry it: a path segment that is a secret (the e-mailed
 * password-reset link's token, `/api/auth/reset-password/{token}`) is replaced, so whoever reads
 * the logs cannot take over an account while the link is valid. Query strings, where the
 * e-mail-verification and booking links carry theirs, are never logged. Besides the known
 * links, any segment that looks like a random token is replaced too, so a link added later does
 * not leak by default; record ids (UUIDs) and slugs (lower-case words) stay readable.
 */

/** Path prefixes whose next segment is a secret. */
const SECRET_AFTER = ["/api/auth/reset-password/"];

/** The build's hashed files: names that look random, and are public. */
const PUBLIC_FILES = "/assets/";
const REDACTED = ":redacted";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_ALPHABET = /^[A-Za-z0-9_~.%-]{16,}$/;

/** 16+ URL-safe characters mixing cases, or letters and digits without a word's hyphens. */
function looksLikeToken(segment: string): boolean {
  if (!TOKEN_ALPHABET.test(segment) || UUID.test(segment)) return false;
  const mixedCase = /[a-z]/.test(segment) && /[A-Z]/.test(segment);
  const lettersAndDigits = /[A-Za-z]/.test(segment) && /\d/.test(segment) && !segment.includes("-");
  return mixedCase || lettersAndDigits;
}

export function loggablePath(path: string): string {
  const prefix = SECRET_AFTER.find((known) => path.startsWith(known));
  if (prefix) {
    const rest = path.slice(prefix.length);
    const end = rest.indexOf("/");
    return `${prefix}${REDACTED}${end === -1 ? "" : loggablePath(rest.slice(end))}`;
  }
  if (path.startsWith(PUBLIC_FILES)) return path;
  return path
    .split("/")
    .map((segment) => (looksLikeToken(segment) ? REDACTED : segment))
    .join("/");
}
