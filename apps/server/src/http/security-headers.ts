import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

const HSTS = "max-age=63072000; includeSubDomains";

/** CSP without inline scripts, no framing, nosniff, a strict referrer policy; HSTS over https. */
export function securityHeaders(options: {
  httpsOnly: boolean;
  trustProxy: boolean;
}): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return async (c, next) => {
    await headers(c, next);
    const proto = options.trustProxy ? c.req.header("x-forwarded-proto") : undefined;
    const https =
      options.httpsOnly || proto === "https" || new URL(c.req.url).protocol === "https:";
    if (https) c.res.headers.set("Strict-Transport-Security", HSTS);
  };
}
