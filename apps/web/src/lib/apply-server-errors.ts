import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-error";

/** The error type of a server field error that came without a machine-readable code. */
export const SERVER_ERROR_TYPE = "server";

/**
 * Puts the server's field errors under the matching inputs; returns whether any matched. The
 * error's type is the server's code for it ("too_big", "password_too_common", ...), so the form
 * words it in the reader's language like its own checks; the English message is kept for debugging.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  knownFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    const target = knownFields.find((known) => known === field);
    if (!target || messages.length === 0) continue;
    const type = error.fieldCodes[field]?.[0] ?? SERVER_ERROR_TYPE;
    setError(target, { type, message: messages.join(" ") });
    applied = true;
  }
  return applied;
}
