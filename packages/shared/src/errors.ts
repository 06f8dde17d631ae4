/** The one error vocabulary of the API; the HTTP layer maps each code to a status. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** The action needs an e-mail address confirmed from the link we sent it. */
  EMAIL_NOT_VERIFIED: 403,
  /** The action needs a sign-in within SESSION_LIMITS.freshSignInMinutes: sign in again. */
  REAUTH_REQUIRED: 403,
  /** An admin's account must have two-factor sign-in on before any admin page or API answers. */
  TWO_FACTOR_REQUIRED: 403,
  /** The request came from a page at an address the server does not trust (Origin check). */
  ORIGIN_NOT_TRUSTED: 403,
  /** The action is on the caller's own review (a helpful vote): only other people's count. */
  OWN_REVIEW: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The account already has PASSKEYS.perAccount passkeys. */
  PASSKEY_LIMIT: 409,
  /** The authenticator's answer did not verify (unknown passkey, expired challenge, no user verification). */
  PASSKEY_FAILED: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Why a field was refused, beside each message in `fields`: zod's issue codes ("too_small",
 * "too_big", "invalid_format", "invalid_value", ...) or one of these. Clients word the message
 * themselves from the code, in the reader's language.
 */
export const FIELD_ERROR_CODES = {
  passwordTooCommon: "password_too_common",
  alreadyExists: "already_exists",
  wrongPassword: "wrong_password",
  // A two-factor code (authenticator or backup) that does not match.
  wrongCode: "wrong_code",
  // An authenticator code that was used already within its window: wait for the next one.
  codeUsed: "code_used",
  // A reset link that expired, was used already or never existed.
  invalidToken: "invalid_token",
} as const;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    /** English, for developers and logs; clients show their own text for `code`. */
    message: string;
    fields?: Record<string, string[]>;
    /** Same keys and order as `fields`: the machine-readable reason of each message. */
    fieldCodes?: Record<string, string[]>;
  };
}
