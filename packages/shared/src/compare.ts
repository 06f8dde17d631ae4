import { z } from "zod";
import { COMPARE_LIMITS } from "./catalog.ts";
import { toolQuerySchema, toolSchema } from "./catalog-schemas.ts";

const toolKey = z
  .string()
  .trim()
  .min(1)
  .max(COMPARE_LIMITS.keyMaxLength)
  .regex(/^[\w-]+$/, "An id or slug: letters, digits, - and _");

/** The comma-separated `ids` of /compare and GET /api/compare, repeats dropped, order kept. */
export const compareIdsSchema = z
  .string()
  .max((COMPARE_LIMITS.keyMaxLength + 1) * COMPARE_LIMITS.maxTools)
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(toolKey).min(1).max(COMPARE_LIMITS.maxTools));

/**
 * GET /api/compare query string: the tools, and the reader's language for the listings' texts (as
 * GET /api/tools/{id}).
 */
export const compareQuerySchema = z.strictObject({
  ids: compareIdsSchema,
  lang: toolQuerySchema.shape.lang,
});

export const compareResponseSchema = z.object({
  /** The published tools asked for, in the order asked. */
  tools: z.array(toolSchema),
  /** The keys that match no published tool (removed, hidden or mistyped). */
  missing: z.array(z.string()),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
