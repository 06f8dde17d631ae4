import type { FieldError } from "react-hook-form";

/**
 * The text under a field, always ours: client checks and the server's field errors both carry
 * a code as their type ("too_big" gets the length text, anything else the field's own text), so
 * the reader never sees the server's English.
 */
export function fieldErrorText(
  error: FieldError | undefined,
  texts: { invalid: string; tooLong: string },
): string | undefined {
  if (!error) return undefined;
  return error.type === "too_big" ? texts.tooLong : texts.invalid;
}
