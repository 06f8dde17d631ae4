import { createMiddleware } from "hono/factory";
import type { Logger } from "../logger.ts";

/** What /readyz and the log say when forwarded headers reach a server that trusts no proxy. */
export const UNTRUSTED_PROXY_WARNING =
  "Requests arrive with X-Forwarded-For or Forwarded, but TRUST_PROXY is not set: if a proxy stands in front, every client shares its address (rate limits and sign-in limits then count everyone as one). Set TRUST_PROXY to the number of proxies; if none stands in front, a client sent the header itself and nothing needs doing.";

/**
 * In production, notices the first request that carries a proxy's forwarded headers while
 * TRUST_PROXY is 0: said once in the log (warn) and from then on in /readyz's `warnings`. The
 * server keeps running: a proxy left untrusted is a setting to fix, not a reason to go down.
 */
export function createProxyCheck(options: {
  production: boolean;
  trustProxy: number;
  logger: Logger;
}) {
  let noticed = false;
  const middleware = createMiddleware(async (c, next) => {
    if (
      !noticed &&
      options.production &&
      options.trustProxy === 0 &&
      (c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined)
    ) {
      noticed = true;
      options.logger.warn(UNTRUSTED_PROXY_WARNING);
    }
    await next();
  });
  return { middleware, warnings: (): string[] => (noticed ? [UNTRUSTED_PROXY_WARNING] : []) };
}

export type ProxyCheck = ReturnType<typeof createProxyCheck>;
