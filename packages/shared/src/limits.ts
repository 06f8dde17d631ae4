export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const COMPANY_MAX_LENGTH = 160;

/** Largest JSON body the API accepts (413 above it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Sign-in / sign-up attempts allowed per client IP per window. */
export const AUTH_RATE_LIMIT = {
  windowSeconds: 60,
  signInMax: 10,
  signUpMax: 5,
  /** Requests for a new e-mail confirmation link. */
  verificationMax: 3,
  /** Requests for a password-reset link. */
  resetRequestMax: 3,
  /** New passwords set from a reset link (each guess at a token is one). */
  resetMax: 10,
} as const;

/**
 * Sessions: the idle lifetime (renewed at most daily while used), the absolute one (a sign-in
 * never lasts longer, however often used), and how recent a sign-in the sensitive actions need
 * (password and two-factor changes, every admin write): older, the server answers REAUTH_REQUIRED.
 */
export const SESSION_LIMITS = { idleDays: 7, absoluteDays: 30, freshSignInMinutes: 15 } as const;

/**
 * Two-factor sign-in: digits of an authenticator code, backup codes per set, and codes one client
 * address may try a minute (each sign-in challenge also ends after 5 wrong codes).
 */
export const TWO_FACTOR = { digits: 6, backupCodes: 10, attemptsPerMinute: 30 } as const;

/**
 * Passkeys: how many one account may register, the length of the name its owner gives one, and
 * passkey requests (challenges, sign-ins) one client address may make a minute.
 */
export const PASSKEYS = { perAccount: 10, nameMaxLength: 60, requestsPerMinute: 30 } as const;

/** Seconds an authenticator code stays spent: it cannot be used again within its window. */
export const TOTP_REUSE_WINDOW_SECONDS = 120;

/**
 * Sign-in attempts on one account from one network (an IPv4 address or an IPv6 /64) per window;
 * a successful sign-in clears the count. Attempts from other networks keep their own count, so
 * nobody can lock a user out by failing on purpose.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { windowSeconds: 15 * 60, max: 10 } as const;

/**
 * Reset and confirmation mails beyond each address's own cap: how many one requester (a client
 * address) may have sent a day across addresses, and how many more the account's owner (signed in,
 * or on a device that signed in lately) may ask for after strangers used up the address's.
 */
export const LINK_MAIL_LIMITS = { perRequesterPerDay: 10, ownerExtraPerDay: 5 } as const;

/**
 * Opening an e-mailed link that carries a token (GET /api/auth/reset-password/{token}, GET
 * /api/auth/verify-email?token=): how many one client (an IPv4 address or an IPv6 /64) may open
 * per window, each link its own count. Counted before the token is looked up, so guessing tokens
 * goes no faster than this.
 */
export const TOKEN_LINK_LIMIT = { windowSeconds: 60, max: 10 } as const;

/** E-mail confirmation: how long its link works, and how many links one address gets a day. */
export const EMAIL_VERIFICATION = { linkHours: 24, mailsPerAddressPerDay: 5 } as const;

/**
 * Password reset: how long its link works (once), how many links one address gets a day, and
 * the shortest time the request takes to answer, so an address with an account and one without
 * take the same time (the work behind either is a few milliseconds).
 */
export const PASSWORD_RESET = {
  linkMinutes: 60,
  mailsPerAddressPerDay: 5,
  answerFloorMs: 400,
} as const;

/**
 * Rows one account or one client address may add (issue 46 point 5). Saved maturity assessments
 * are kept newest first up to their cap (older ones deleted in the save's transaction; those sent
 * with a consultation request stay with it). Tool submissions, consultation requests and reports
 * are counted per account and per address (an IPv4 address or an IPv6 /64) over a rolling day and
 * refused with 429 and Retry-After before anything is written; an account whose address is not
 * confirmed yet gets the lower figure.
 */
export const ROW_CAPS = {
  /** Saved assessments kept per account: what the history shows. */
  maturityAssessmentsPerAccount: 20,
  submissionsPerAddressPerDay: 20,
  submissionsPerAccountPerDay: 10,
  submissionsPerUnconfirmedAccountPerDay: 3,
  consultationsPerAddressPerDay: 20,
  consultationsPerAccountPerDay: 10,
  consultationsPerUnconfirmedAccountPerDay: 3,
  /** Reports (of listings and reviews) one account may send a day. */
  reportsPerAccountPerDay: 20,
} as const;

/**
 * Tool views and website clicks, counted by the server when it serves a tool (its page or
 * GET /api/tools/{id}) and when it sends a visitor to the tool's website (GET
 * /api/tools/{id}/visit): once per visitor, tool and UTC day (a visitor is the signed-in account,
 * else a keyed hash of the client's network and user agent), and at most this many counted a day
 * per account (signed in) or per client network (anonymous); beyond it pages are served as ever
 * and nothing more is counted.
 */
export const TOOL_VIEW_LIMITS = {
  countedPerAccountPerDay: 200,
  countedPerAddressPerDay: 500,
} as const;
