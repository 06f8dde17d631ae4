import type { MiddlewareHandler } from "hono";
import { errorResponse } from "./error-response.ts";

/** The methods whose requests may carry a body (a GET, HEAD or OPTIONS one has none to read). */
export const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NUL_MESSAGE = "Text may not contain NUL characters.";

/**
 * Refuses, once for every API route, input no handler could store: a NUL character (PostgreSQL
 * text cannot hold one) in the path, the query or a JSON body, and a body that is not JSON.
 * Handlers and Better Auth still read the body themselves; this reads a copy.
 */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    // A NUL can only arrive percent-encoded: the HTTP parser refuses a raw one.
    if (c.req.url.includes("%00")) {
      return errorResponse(c, "VALIDATION_FAILED", NUL_MESSAGE, {
        fields: { _: [NUL_MESSAGE] },
        fieldCodes: { _: ["invalid_format"] },
      });
    }
    if (!BODY_METHODS.has(c.req.method) || !c.req.raw.body) return next();

    const text = await c.req.raw.clone().text();
    if (text.length === 0) return next();
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      return errorResponse(
        c,
        "UNSUPPORTED_MEDIA_TYPE",
        "The request body must be JSON (application/json).",
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return errorResponse(c, "VALIDATION_FAILED", "The request body must be valid JSON.");
    }
    const at = nulPath(body, "");
    if (at !== undefined) {
      const field = at || "_";
      return errorResponse(c, "VALIDATION_FAILED", NUL_MESSAGE, {
        fields: { [field]: [NUL_MESSAGE] },
        fieldCodes: { [field]: ["invalid_format"] },
      });
    }
    return next();
  };
}

/** The dotted path of the first key or string holding a NUL, if any. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return path;
    const found = nulPath(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}
