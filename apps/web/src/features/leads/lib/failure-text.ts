import { isApiError } from "@/lib/api-error";

/** The shared texts for failures the reader can do something about. */
type ReasonKey = "errors.api.invalidFields" | "errors.api.rateLimited" | "errors.api.tooLarge";

/**
 * How a failed submission reads in the toast, in the reader's language: our text for the
 * server's error code when the reader can act on it, "noMessage" for any other answer,
 * "unreachable" when no answer came. The server's English message is never shown.
 */
export function failureText(
  error: unknown,
  t: (key: ReasonKey) => string,
  fallbacks: { noMessage: string; unreachable: string },
): string {
  if (!isApiError(error) || error.code === "NETWORK") return fallbacks.unreachable;
  switch (error.code) {
    case "VALIDATION_FAILED":
      return t("errors.api.invalidFields");
    case "RATE_LIMITED":
      return t("errors.api.rateLimited");
    case "PAYLOAD_TOO_LARGE":
      return t("errors.api.tooLarge");
    default:
      return fallbacks.noMessage;
  }
}
