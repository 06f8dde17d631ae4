import { FIELD_ERROR_CODES } from "@app/shared/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@app/shared/limits";
import type { TFunction } from "i18next";
import type { FieldError } from "react-hook-form";

export type AuthField =
  | "name"
  | "email"
  | "password"
  | "currentPassword"
  | "confirmPassword"
  | "companyName"
  | "role";

/** The error type the sign-up form sets when the two passwords differ. */
export const PASSWORDS_MISMATCH = "passwords_mismatch";

/**
 * Turns a field error into translated text. Client checks and the server's field errors both
 * carry a code as their type (the zod issue code, or one of FIELD_ERROR_CODES), never shown text,
 * so the message follows the reader's language.
 */
export function fieldMessage(
  t: TFunction,
  field: AuthField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  switch (error.type) {
    case FIELD_ERROR_CODES.passwordTooCommon:
      return t("auth.validation.passwordTooCommon");
    case FIELD_ERROR_CODES.alreadyExists:
      return t("auth.validation.emailTaken");
    case PASSWORDS_MISMATCH:
      return t("auth.validation.passwordsMismatch");
  }
  const tooBig = error.type === "too_big";
  switch (field) {
    case "name":
      return tooBig ? t("auth.validation.tooLong") : t("auth.validation.fullNameRequired");
    case "email":
      if (tooBig) return t("auth.validation.tooLong");
      // An empty address is missing, not mistyped (the sign-up form's schema says which).
      return error.type === "too_small"
        ? t("auth.validation.emailRequired")
        : t("auth.validation.emailInvalid");
    case "password":
      return tooBig
        ? t("auth.validation.passwordTooLong", { max: PASSWORD_MAX_LENGTH })
        : t("auth.validation.passwordTooShort", { min: PASSWORD_MIN_LENGTH });
    case "companyName":
      return t("auth.validation.tooLong");
    default:
      return tooBig ? t("auth.validation.tooLong") : t("auth.validation.required");
  }
}
