import type { FieldError } from "react-hook-form";

/**
 * The text under a field: the server's words as sent, else ours. Client issues carry the zod
 * issue code as their type; "too_big" gets the length text, anything else the field's own text.
 */
export function fieldErrorText(
  error: FieldError | undefined,
  texts: { invalid: string; tooLong: string },
): string | undefined {
  if (!error) return undefined;
  if (error.type === "server") return error.message;
  return error.type === "too_big" ? texts.tooLong : texts.invalid;
}
