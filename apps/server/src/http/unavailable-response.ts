import type { Context } from "hono";
import { errorResponse } from "./error-response.ts";

/** How long a client is asked to wait before retrying while the database is away (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** 503 in the error shape, with Retry-After: the request may well succeed a little later. */
export function unavailableResponse(
  c: Context,
  message = "The service is briefly unavailable. Please try again shortly.",
) {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return errorResponse(c, "UNAVAILABLE", message);
}
