import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db, Tx } from "../db/client.ts";
import { requestQuota } from "../db/schema/catalog.ts";
import { RateLimitError } from "./app-error.ts";
import { clientIp } from "./client-ip.ts";
import { errorResponse } from "./error-response.ts";

export interface QuotaOptions {
  name: string;
  max: number;
  windowSeconds: number;
  trustProxy: number;
}

/**
 * Counts one request in the caller's current window. Within the quota: `retryAfter` is 0; over
 * it: the seconds until the window ends. Inside a transaction, the count is undone with it.
 */
export async function takeQuota(db: Db | Tx, key: string, max: number, windowSeconds: number) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(requestQuota)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestQuota.key,
      set: {
        count: sql`case when ${requestQuota.windowStart} < now() - ${window} then 1 else ${requestQuota.count} + 1 end`,
        windowStart: sql`case when ${requestQuota.windowStart} < now() - ${window} then now() else ${requestQuota.windowStart} end`,
      },
    })
    .returning({
      count: requestQuota.count,
      left: sql<number>`ceil(extract(epoch from ${requestQuota.windowStart} + ${window} - now()))::int`,
    });
  const within = (row?.count ?? 0) <= max;
  return { within, retryAfter: within ? 0 : Math.max(1, Number(row?.left ?? windowSeconds)) };
}

/** A day's window, for the per-day quotas. */
export const DAY_SECONDS = 24 * 60 * 60;

/**
 * Counts one request against `key`'s quota, or refuses it: a RateLimitError (429 with
 * Retry-After) saying `message`, before the caller writes anything.
 */
export async function requireQuota(
  db: Db | Tx,
  key: string,
  max: number,
  windowSeconds: number,
  message: string,
): Promise<void> {
  const { within, retryAfter } = await takeQuota(db, key, max, windowSeconds);
  if (!within) throw new RateLimitError(message, retryAfter);
}

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 address's /64 (one household or server gets a
 * whole /64, and could otherwise take a fresh address for every request).
 */
export function quotaSubject(address: string): string {
  const ip = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.split("%")[0]?.split("::") ?? [];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes("::")
    ? [...headGroups, ...Array(Math.max(0, missing)).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** Per-address fixed-window limit kept in the database, so it holds across instances. */
export function rateLimit(db: Db, options: QuotaOptions) {
  return createMiddleware(async (c, next) => {
    const key = `${options.name}:${quotaSubject(clientIp(c, options.trustProxy))}`;
    const { within, retryAfter } = await takeQuota(db, key, options.max, options.windowSeconds);
    if (!within) {
      c.header("Retry-After", String(retryAfter));
      return errorResponse(c, "RATE_LIMITED", "Too many requests. Please slow down.");
    }
    await next();
  });
}
