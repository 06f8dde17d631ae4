import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

const HSTS = "max-age=63072000; includeSubDomains";

/** Browser features no page of ours uses: a script injected into a page cannot reach them either. */
const NO_FEATURES = {
  accelerometer: [],
  camera: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
};

/**
 * CSP without inline scripts, no framing, nosniff, a strict referrer policy, no powerful browser
 * features; HSTS over https. An API answer that says nothing of caching is not stored anywhere
 * (`no-store`): it may be personal (a session, a dashboard, a mailbox). The answers that are the
 * same for everyone set their own (`revalidate.ts`).
 */
export function securityHeaders(options: {
  httpsOnly: boolean;
  trustProxy: number;
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
    permissionsPolicy: NO_FEATURES,
  });
  return async (c, next) => {
    await headers(c, next);
    const proto = options.trustProxy ? c.req.header("x-forwarded-proto") : undefined;
    const https =
      options.httpsOnly || proto === "https" || new URL(c.req.url).protocol === "https:";
    if (https) c.res.headers.set("Strict-Transport-Security", HSTS);
    const path = c.req.path;
    if (PERSONAL.some((prefix) => path.startsWith(prefix))) {
      c.res.headers.set("Cache-Control", "no-store");
    } else if (path.startsWith("/api/") && !c.res.headers.has("Cache-Control")) {
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
}

/** Always personal, whatever a handler or Better Auth said: sessions and the mailbox. */
const PERSONAL = ["/api/auth/", "/api/dev/", "/dev/"];
