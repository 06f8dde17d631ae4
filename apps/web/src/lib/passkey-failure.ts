import { isApiError } from "./api-error";

/**
 * Why a passkey ceremony ended without success, as the page words it:
 * - `cancelled`: the reader closed the browser's prompt, or it timed out (the browser says no
 *   more, on purpose); not an error to alarm anyone with;
 * - `alreadyAdded`: this authenticator already holds a passkey for the account;
 * - `notVerified`: the server did not accept the authenticator's answer (PASSKEY_FAILED);
 * - `limit`: the account has as many passkeys as it may (PASSKEY_LIMIT);
 * - `other`: anything else, worded by failureText like any failed request.
 */
export type PasskeyFailure = "cancelled" | "alreadyAdded" | "notVerified" | "limit" | "other";

/** `@simplewebauthn/browser` rethrows the browser's DOMException names on its WebAuthnError. */
function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

export function passkeyFailure(error: unknown): PasskeyFailure {
  const name = errorName(error);
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  if (name === "InvalidStateError") return "alreadyAdded";
  if (isApiError(error) && error.code === "PASSKEY_FAILED") return "notVerified";
  if (isApiError(error) && error.code === "PASSKEY_LIMIT") return "limit";
  return "other";
}
