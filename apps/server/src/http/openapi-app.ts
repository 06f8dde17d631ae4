import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { z } from "zod";
import { errorResponse, fieldErrors } from "./error-response.ts";

/** An OpenAPIHono whose request-validation failures use the API's one error shape. */
export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return errorResponse(
          c,
          "VALIDATION_FAILED",
          "Some fields are invalid.",
          fieldErrors(result.error.issues),
        );
      }
    },
  });
}

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
      fieldCodes: z.record(z.string(), z.array(z.string())).optional().openapi({
        description:
          "Beside each message in `fields`: zod's issue code (too_small, too_big, invalid_format, ...), password_too_common or already_exists.",
      }),
    }),
  })
  .openapi("Error");

export function errorContent(description: string) {
  return { description, content: { "application/json": { schema: errorSchema } } };
}

/** A JSON answer of an operation: its description and schema. */
export function jsonContent<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { "application/json": { schema } } };
}

/** A required JSON request body of an operation. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}
