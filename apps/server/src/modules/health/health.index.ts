import { Hono } from "hono";
import { type Db, ping } from "../../db/client.ts";
import type { Lifecycle } from "../../http/lifecycle.ts";
import { unavailableResponse } from "../../http/unavailable-response.ts";

/** A probe gets its answer within this, however the database is doing. */
export const READY_TIMEOUT_MS = 3_000;

/** Resolves when the database answers, rejects when it fails or takes longer than `ms`. */
function pingWithin(db: Db, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  const answer = ping(db);
  answer.catch(() => {}); // when the timer wins, a later failure has nobody left to tell
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process answers. /readyz: and its database does too, and it is not shutting
 * down (a load balancer stops sending it new requests while those under way finish). A setting
 * that needs its operator's eye (an untrusted proxy in front) is in `warnings`, still ready.
 */
export function healthRouter(db: Db, lifecycle: Lifecycle, warnings: () => string[] = () => []) {
  return new Hono()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      if (lifecycle.draining) return unavailableResponse(c, "Shutting down.");
      try {
        await pingWithin(db, READY_TIMEOUT_MS);
        const noted = warnings();
        return c.json(noted.length ? { status: "ready", warnings: noted } : { status: "ready" });
      } catch {
        return unavailableResponse(c, "Database is not reachable.");
      }
    });
}
