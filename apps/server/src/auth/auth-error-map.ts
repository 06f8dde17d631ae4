import {
  type ApiErrorBody,
  ERROR_STATUS,
  type ErrorCode,
  FIELD_ERROR_CODES,
} from "@app/shared/errors";
import { errorBody } from "../http/error-response.ts";

interface BetterAuthError {
  code?: string;
  message?: string;
}

/**
 * Field each Better Auth error code belongs to, so the form can show it beside the input, and
 * the field code the client words it by.
 */
const FIELD_OF: Record<string, { field: string; code: string }> = {
  PASSWORD_TOO_COMMON: { field: "password", code: FIELD_ERROR_CODES.passwordTooCommon },
  PASSWORD_TOO_SHORT: { field: "password", code: "too_small" },
  PASSWORD_TOO_LONG: { field: "password", code: "too_big" },
  INVALID_EMAIL: { field: "email", code: "invalid_format" },
  USER_ALREADY_EXISTS: { field: "email", code: FIELD_ERROR_CODES.alreadyExists },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { field: "email", code: FIELD_ERROR_CODES.alreadyExists },
  ROLE_NOT_ALLOWED: { field: "role", code: "invalid_value" },
  // Changing the password (account settings).
  NEW_PASSWORD_TOO_COMMON: { field: "newPassword", code: FIELD_ERROR_CODES.passwordTooCommon },
  INVALID_PASSWORD: { field: "currentPassword", code: FIELD_ERROR_CODES.wrongPassword },
  // Setting a new password from a reset link.
  INVALID_TOKEN: { field: "token", code: FIELD_ERROR_CODES.invalidToken },
  // The second step of a sign-in, or confirming two-factor set-up.
  INVALID_CODE: { field: "code", code: FIELD_ERROR_CODES.wrongCode },
  INVALID_BACKUP_CODE: { field: "code", code: FIELD_ERROR_CODES.wrongCode },
  CODE_ALREADY_USED: { field: "code", code: FIELD_ERROR_CODES.codeUsed },
};

/** Codes our own auth hooks throw that are already in the API's vocabulary. */
const OWN_CODES = new Set<string>([
  "REAUTH_REQUIRED",
  "TWO_FACTOR_REQUIRED",
  "EMAIL_NOT_VERIFIED",
  "PASSKEY_FAILED",
  "PASSKEY_LIMIT",
]);

/**
 * The passkey plugin's codes for an authenticator answer that did not verify. It answers 500 when
 * the answer cannot even be parsed: that is the client's mistake, answered 400 (statusFor).
 */
const PASSKEY_FAILURES = new Set([
  "CHALLENGE_NOT_FOUND",
  "FAILED_TO_VERIFY_REGISTRATION",
  "PASSKEY_NOT_FOUND",
  "AUTHENTICATION_FAILED",
  "YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY",
]);

/** Our code for each status Better Auth answers with: ERROR_STATUS read backwards, first code wins. */
const CODE_OF_STATUS = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(ERROR_STATUS)) {
  if (!CODE_OF_STATUS.has(status)) CODE_OF_STATUS.set(status, code as ErrorCode);
}

/** Better Auth's codes for a request from a page the server does not trust. */
const ORIGIN_CODES = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"]);

function codeFor(status: number, authCode: string | undefined): ErrorCode {
  if (authCode?.startsWith("USER_ALREADY_EXISTS")) return "CONFLICT";
  if (authCode && OWN_CODES.has(authCode)) return authCode as ErrorCode;
  if (authCode && PASSKEY_FAILURES.has(authCode)) return "PASSKEY_FAILED";
  if (status === 403 && authCode && ORIGIN_CODES.has(authCode)) return "ORIGIN_NOT_TRUSTED";
  if (status >= 500) return "INTERNAL";
  return CODE_OF_STATUS.get(status) ?? "VALIDATION_FAILED";
}

/** Better Auth answers `{ code, message }`; the API promises `{ error: { code, message, fields } }`. */
export function toApiError(status: number, body: BetterAuthError | null): ApiErrorBody {
  const code = codeFor(status, body?.code);
  const message =
    code === "RATE_LIMITED"
      ? "Too many attempts. Please wait a minute and try again."
      : code === "INTERNAL"
        ? "Something went wrong on our side. Please try again."
        : (body?.message ?? "Request failed.");
  const field = body?.code ? FIELD_OF[body.code] : undefined;
  return errorBody(
    code,
    message,
    field && { fields: { [field.field]: [message] }, fieldCodes: { [field.field]: [field.code] } },
  );
}

export function statusFor(code: ErrorCode, original: number): number {
  if (code === "CONFLICT" || code === "PASSKEY_LIMIT") return 409;
  if (code === "PASSKEY_FAILED" && original >= 500) return 400;
  return original;
}
