import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address: the socket's, or behind `proxyHops` trusted proxies (TRUST_PROXY) the
 * address the outermost of them saw, the `proxyHops`-th entry of X-Forwarded-For from the right.
 * The entries left of it are the client's own claims and can be forged; with fewer entries than
 * hops the left-most one is taken (no proxy of ours wrote more).
 */
export function clientIp(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const hop = forwarded?.at(-Math.min(proxyHops, forwarded.length));
    if (hop) return hop;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
