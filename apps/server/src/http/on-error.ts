import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError, RateLimitError } from "./app-error.ts";
import { errorResponse } from "./error-response.ts";
import { unavailableResponse } from "./unavailable-response.ts";

/**
 * The one place an exception becomes a response: known failures keep their code, a database out
 * of reach is 503 with Retry-After, the rest are 500.
 */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      if (err instanceof RateLimitError) c.header("Retry-After", String(err.retryAfter));
      return errorResponse(c, err.code, err.message, err.fields && { fields: err.fields });
    }
    if (err instanceof HTTPException) {
      if (err.status === 413) {
        // Its body was not read: the connection ends with this answer (see app.ts tooLarge).
        c.header("Connection", "close");
        return errorResponse(c, "PAYLOAD_TOO_LARGE", "Request body is too large.");
      }
      if (err.status === 400)
        return errorResponse(c, "VALIDATION_FAILED", err.message || "Bad request.");
      if (err.status === 401) return errorResponse(c, "UNAUTHENTICATED", "Please sign in.");
      if (err.status === 403)
        return errorResponse(c, "FORBIDDEN", "You are not allowed to do this.");
      if (err.status === 404) return errorResponse(c, "NOT_FOUND", "Not found.");
      // A route's body gate: a type it does not take, even with an empty body.
      if (err.status === 415)
        return errorResponse(
          c,
          "UNSUPPORTED_MEDIA_TYPE",
          "The request body must be JSON (application/json).",
        );
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err, requestId: c.get("requestId") }, "database unavailable");
      return unavailableResponse(c);
    }
    logger.error({ err, requestId: c.get("requestId") }, "unhandled error");
    return errorResponse(c, "INTERNAL", "Something went wrong on our side. Please try again.");
  };
}
