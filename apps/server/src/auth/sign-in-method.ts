/**
 * How a session signed in. A session is as strong as its own sign-in: one made with the password
 * alone stays a password session after the account turns on two-factor sign-in elsewhere.
 */
export const SIGN_IN_METHODS = ["password", "totp", "backup_code", "passkey"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The Better Auth endpoint that makes a session, and the proof it took. */
const METHOD_OF_PATH: Record<string, SignInMethod> = {
  "/sign-in/email": "password",
  "/sign-up/email": "password",
  "/two-factor/verify-totp": "totp",
  "/two-factor/verify-backup-code": "backup_code",
  "/passkey/verify-authentication": "passkey",
};

/** Proofs beyond the password: an authenticator code, a backup code, or a verified passkey. */
const SECOND_FACTORS = new Set<string>(["totp", "backup_code", "passkey"]);

/**
 * The method a new session records: the endpoint's own proof, else the session it replaces
 * (a password change renews the session it was made from), else none.
 */
export function signInMethodFor(path: string | undefined, replaced?: unknown): string | null {
  const own = path ? METHOD_OF_PATH[path] : undefined;
  if (own) return own;
  return typeof replaced === "string" ? replaced : null;
}

/** Whether a session's sign-in went beyond the password. */
export function signedInWithSecondFactor(method: unknown): boolean {
  return typeof method === "string" && SECOND_FACTORS.has(method);
}

export const SECOND_FACTOR_SESSION_MESSAGE =
  "For your security, please sign in again with your authenticator code or a passkey: this session signed in with the password alone.";
