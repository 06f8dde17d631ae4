import { isApiError } from "./api-error";

/** The shared texts for a failed request, under `errors.api` in every language. */
type FailureKey =
  | "errors.api.emailNotVerified"
  | "errors.api.invalidFields"
  | "errors.api.rateLimited"
  | "errors.api.reauthCancelled"
  | "errors.api.refusedOrigin"
  | "errors.api.retryIn"
  | "errors.api.serverError"
  | "errors.api.tooLarge"
  | "errors.api.twoFactorRequired"
  | "errors.api.unavailable"
  | "errors.api.unreachable";

/**
 * How any failed request reads in a toast, in the reader's language: no answer, a refused origin,
 * a rate limit (with the wait from Retry-After when the server gave one), a server that failed or
 * is away, fields to fix, a body too large, a fresh sign-in the reader did not give (they
 * cancelled "Confirm it's you"), an admin account without two-factor sign-in. Any other answer (a wrong password, a conflict shown
 * beside its field) reads as `fallback`, the form's own text; the server's English is never shown.
 */
export function failureText(
  error: unknown,
  t: (key: FailureKey, options?: { count: number }) => string,
  fallback: string,
): string {
  if (!isApiError(error)) return fallback;
  if (error.code === "NETWORK") return t("errors.api.unreachable");
  if (error.status === 429) {
    return error.retryAfter
      ? t("errors.api.retryIn", { count: error.retryAfter })
      : t("errors.api.rateLimited");
  }
  // The page was opened at an address the server does not trust (its Origin check).
  if (error.code === "ORIGIN_NOT_TRUSTED") return t("errors.api.refusedOrigin");
  if (error.status === 503) return t("errors.api.unavailable");
  if (error.status >= 500) return t("errors.api.serverError");
  if (error.code === "EMAIL_NOT_VERIFIED") return t("errors.api.emailNotVerified");
  if (error.code === "VALIDATION_FAILED") return t("errors.api.invalidFields");
  if (error.code === "PAYLOAD_TOO_LARGE") return t("errors.api.tooLarge");
  if (error.code === "REAUTH_REQUIRED") return t("errors.api.reauthCancelled");
  if (error.code === "TWO_FACTOR_REQUIRED") return t("errors.api.twoFactorRequired");
  return fallback;
}
