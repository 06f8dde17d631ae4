import { type ApiErrorBody, ERROR_STATUS, type ErrorCode } from "@app/shared/errors";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** Field messages and, beside each, its machine-readable code (see ApiErrorBody). */
export interface FieldErrors {
  fields: Record<string, string[]>;
  fieldCodes?: Record<string, string[]>;
}

export function errorBody(code: ErrorCode, message: string, details?: FieldErrors): ApiErrorBody {
  return { error: details ? { code, message, ...details } : { code, message } };
}

export function errorResponse(c: Context, code: ErrorCode, message: string, details?: FieldErrors) {
  return c.json(errorBody(code, message, details), ERROR_STATUS[code] as ContentfulStatusCode);
}

/**
 * zod issues -> `{ fields: { "field.path": ["message"] }, fieldCodes: { "field.path": ["too_big"] } }`;
 * issues on the whole body go under "_".
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Required<FieldErrors> {
  // No prototype: a client may name a field "__proto__" or "constructor".
  const fields: Record<string, string[]> = Object.create(null);
  const fieldCodes: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const keys =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.join(".") || "_"];
    const message = issue.code === "unrecognized_keys" ? "Unknown field." : issue.message;
    for (const key of keys) {
      fields[key] = [...(fields[key] ?? []), message];
      fieldCodes[key] = [...(fieldCodes[key] ?? []), issue.code];
    }
  }
  return { fields, fieldCodes };
}
