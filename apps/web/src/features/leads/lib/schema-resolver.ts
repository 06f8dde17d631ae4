import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** The part of a zod schema this resolver needs. */
interface ParsingSchema<TOutput> {
  safeParse(data: unknown):
    | { success: true; data: TOutput }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[];
        };
      };
}

/**
 * Validates a form with the server's own schema: the form's text values become the request
 * body first (lists split, empty choices dropped), so client and server share one rule set.
 * Each issue is reported on the top-level field it belongs to (a bad list item on the list).
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: ParsingSchema<TOutput>,
  toBody: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
