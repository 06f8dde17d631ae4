import type { MiddlewareHandler } from "hono";
import { errorResponse } from "./error-response.ts";
import { BODY_METHODS } from "./input-guard.ts";

/** Better Auth's own words for the same refusal, so both checks answer alike. */
const CROSS_SITE_MESSAGE = "Invalid origin";

/**
 * Cross-site request forgery: a request that changes something must come from one of our pages.
 * A browser names the page's origin in `Origin` on every such request (and `Sec-Fetch-Site`);
 * it must be a trusted origin or the very host the request was sent to (the site opened as
 * 127.0.0.1 rather than localhost, say). A client that is not a browser sends neither and is
 * let through: it holds no victim's cookie to abuse. The session cookie's SameSite=Lax is the
 * second line.
 */
export function originCheck(options: {
  trustedOrigins: readonly string[];
  trustProxy: number;
}): MiddlewareHandler {
  const trusted = new Set(options.trustedOrigins);
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (!origin) {
      if (c.req.header("sec-fetch-site") === "cross-site") {
        return errorResponse(c, "ORIGIN_NOT_TRUSTED", CROSS_SITE_MESSAGE);
      }
      return next();
    }
    if (trusted.has(origin) || sameHost(origin, requestHosts(c.req.raw.headers, options))) {
      return next();
    }
    return errorResponse(c, "ORIGIN_NOT_TRUSTED", CROSS_SITE_MESSAGE);
  };
}

/** The host names the request was addressed to: Host, and behind a trusted proxy its forwarded host. */
function requestHosts(headers: Headers, options: { trustProxy: number }): string[] {
  const hosts: (string | null | undefined)[] = [headers.get("host")];
  if (options.trustProxy) hosts.push(headers.get("x-forwarded-host")?.split(",")[0]?.trim());
  return hosts.filter((host): host is string => Boolean(host)).map((h) => h.toLowerCase());
}

function sameHost(origin: string, hosts: string[]): boolean {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    return hosts.includes(url.host.toLowerCase());
  } catch {
    return false; // "null" (a sandboxed frame, a file) or junk
  }
}
