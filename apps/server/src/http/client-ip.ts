import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address from what the request carries: the socket's, or behind `proxyHops` trusted
 * proxies (TRUST_PROXY) the address the outermost of them saw, the `proxyHops`-th entry of
 * X-Forwarded-For from the right. The entries left of it are the client's own claims and can be
 * forged; with fewer entries than hops the left-most one is taken (no proxy of ours wrote more).
 */
export function pickClientIp(
  forwardedFor: string | undefined,
  socketAddress: () => string | undefined,
  proxyHops: number,
): string {
  if (proxyHops > 0) {
    const forwarded = forwardedFor
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const hop = forwarded?.at(-Math.min(proxyHops, forwarded.length));
    if (hop) return hop;
  }
  try {
    return socketAddress() ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The caller's address (see pickClientIp). */
export function clientIp(c: Context, proxyHops: number): string {
  return pickClientIp(
    c.req.header("x-forwarded-for"),
    () => getConnInfo(c).remote.address,
    proxyHops,
  );
}
