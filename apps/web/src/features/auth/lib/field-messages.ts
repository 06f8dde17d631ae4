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

/**
 * Turns a field error into translated text. Client errors carry the zod issue code as their
 * type; errors the server sent (type "server") are shown as the server wrote them.
 */
export function fieldMessage(
  t: TFunction,
  field: AuthField,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === "server" || error.type === "manual") return error.message;
  const tooBig = error.type === "too_big";
  switch (field) {
    case "name":
      return tooBig ? t("auth.validation.tooLong") : t("auth.validation.fullNameRequired");
    case "email":
      return tooBig ? t("auth.validation.tooLong") : t("auth.validation.emailInvalid");
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
