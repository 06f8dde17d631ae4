import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "@/lib/api-error";

/** Shows the server's field errors under the matching inputs; returns whether any matched. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  knownFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    const target = knownFields.find((known) => known === field);
    const message = messages.filter(Boolean).join(" ");
    if (!target || !message) continue;
    setError(target, { type: "server", message });
    applied = true;
  }
  return applied;
}
