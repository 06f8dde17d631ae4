import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { loggablePath } from "./log-path.ts";

/**
 * One line per request: id, method, path (no query string, headers or body; a token in it
 * replaced, log-path.ts), status, time.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
