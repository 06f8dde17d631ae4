import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client.ts";
import { requestQuota } from "../db/schema/catalog.ts";
import { AppError } from "./app-error.ts";
import { clientIp } from "./client-ip.ts";

export interface QuotaOptions {
  name: string;
  max: number;
  windowSeconds: number;
  trustProxy: boolean;
}

/** Counts one request in the caller's current window; true while within the quota. */
export async function takeQuota(db: Db, key: string, max: number, windowSeconds: number) {
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
    .returning({ count: requestQuota.count });
  return (row?.count ?? 0) <= max;
}

/** Per-address fixed-window limit kept in the database, so it holds across instances. */
export function rateLimit(db: Db, options: QuotaOptions) {
  return createMiddleware(async (c, next) => {
    const key = `${options.name}:${clientIp(c, options.trustProxy)}`;
    if (!(await takeQuota(db, key, options.max, options.windowSeconds))) {
      throw new AppError("RATE_LIMITED", "Too many requests. Please slow down.");
    }
    await next();
  });
}
