// Relative import: the unit tests run without the "@" alias.
import { isApiError } from "../../../lib/api-error";

/**
 * How a failed submission reads in the toast: the server's message when it sent one (in its
 * error shape), "noMessage" when it failed without one, "unreachable" when no answer came.
 */
export function failureText(
  error: unknown,
  fallbacks: { noMessage: string; unreachable: string },
): string {
  if (!isApiError(error) || error.code === "NETWORK") return fallbacks.unreachable;
  return error.code === "UNKNOWN" ? fallbacks.noMessage : error.message;
}
