import { eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { loadViewer } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents, solutionsCatalog } from "../../db/schema/catalog.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { recordEventRoute } from "./analytics.routes.ts";

export const EVENTS_PER_MINUTE = 120;

export function analyticsRouter(auth: Auth, db: Db, options: { trustProxy: number }) {
  const router = createRouter();
  router.use(
    "/events",
    rateLimit(db, {
      name: "events",
      max: EVENTS_PER_MINUTE,
      windowSeconds: 60,
      trustProxy: options.trustProxy,
    }),
  );
  return router.openapi(recordEventRoute, async (c) => {
    const event = c.req.valid("json");
    // An event about a tool that does not exist keeps its data but no dangling reference.
    const [viewer, [tool]] = await Promise.all([
      loadViewer(auth, c.req.raw.headers),
      event.solutionId
        ? db
            .select({ id: solutionsCatalog.id })
            .from(solutionsCatalog)
            .where(eq(solutionsCatalog.id, event.solutionId))
        : [],
    ]);
    await db.insert(analyticsEvents).values({
      userId: viewer?.id ?? null,
      eventType: event.type,
      eventData: event.data ?? {},
      solutionId: tool?.id ?? null,
      ipAddress: null,
      userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    });
    return c.body(null, 202);
  });
}
