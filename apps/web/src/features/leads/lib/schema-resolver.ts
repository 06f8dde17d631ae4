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

/** A group of fields: an object (the Arabic texts) or a list of rows (the price plans). */
const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * Where an issue is shown: its path down through the form's groups of fields (the Arabic texts
 * in `translations.ar`, a plan's amount in `pricePlans.1.amount`), up to the field that holds
 * the value (a bad item of a list typed as one text on that text).
 */
function fieldPath(values: unknown, path: readonly PropertyKey[]): string[] {
  const field: string[] = [];
  let value = values;
  for (const key of path) {
    if (!isGroup(value)) break;
    field.push(String(key));
    value = value[String(key)];
  }
  return field.length > 0 ? field : ["root"];
}

/**
 * Validates a form with the server's own schema: the form's text values become the request
 * body first (lists split, empty choices dropped), so client and server share one rule set.
 * Each issue is reported once, on the field it belongs to.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: ParsingSchema<TOutput>,
  toBody: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = fieldPath(values, issue.path);
      let group = errors;
      for (const key of path.slice(0, -1)) {
        group[key] ??= {};
        group = group[key] as Record<string, unknown>;
      }
      group[path[path.length - 1] as string] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
