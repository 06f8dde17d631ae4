import { Hono } from "hono";
import { type Db, ping } from "../../db/client.ts";
import { errorResponse } from "../../http/error-response.ts";

/** /healthz: the process answers. /readyz: and its database does too. */
export function healthRouter(db: Db) {
  return new Hono()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      try {
        await ping(db);
        return c.json({ status: "ready" });
      } catch {
        return errorResponse(c, "UNAVAILABLE", "Database is not reachable.");
      }
    });
}
