import { type ApiErrorBody, ERROR_STATUS, type ErrorCode } from "@app/shared/errors";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function errorResponse(
  c: Context,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
) {
  return c.json(errorBody(code, message, fields), ERROR_STATUS[code] as ContentfulStatusCode);
}

/** zod issues -> `{ "field.path": ["message"] }`; issues on the whole body go under "_". */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".") || "_"];
    const message = issue.code === "unrecognized_keys" ? "Unknown field." : issue.message;
    for (const key of keys) {
      fields[key] = [...(fields[key] ?? []), message];
    }
  }
  return fields;
}
