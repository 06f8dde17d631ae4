import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { loggablePath } from "./log-path.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The account a request acted for or on, when a route knows it (auth/auth.routes.ts). */
    accountId: string | undefined;
  }
}

/** The account behind a request: the signed-in viewer (auth/viewer.ts), or what a route named. */
function accountOf(c: Context): string | undefined {
  const viewer = (c.var as { viewer?: { id?: string } }).viewer;
  return viewer?.id ?? c.get("accountId");
}

/**
 * One line per request: id, method, path (no query string, headers or body; a token in it
 * replaced, log-path.ts), status, time, and the account's id when known (never its e-mail).
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
        userId: accountOf(c),
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
