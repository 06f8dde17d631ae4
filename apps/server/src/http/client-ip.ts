import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address: the socket's, or with TRUST_PROXY the last hop the proxy appended to
 * X-Forwarded-For (the left-most entries are the client's own claims and can be forged).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim());
    const last = forwarded?.filter(Boolean).at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
