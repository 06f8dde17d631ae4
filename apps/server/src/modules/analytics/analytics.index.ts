import { EVENT_LIMITS } from "@app/shared/catalog";
import { and, eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { loadViewer } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents, solutionsCatalog } from "../../db/schema/catalog.ts";
import { AppError, RateLimitError } from "../../http/app-error.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { rateLimit, takeQuota } from "../../http/rate-limit.ts";
import { recordEventRoute, visitToolRoute } from "./analytics.routes.ts";
import type { ToolCounter } from "./tool-counts.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A published tool's stored website when it is an http(s) address, else null. */
async function publishedWebsite(db: Db, idOrSlug: string): Promise<string | null> {
  const key = UUID.test(idOrSlug)
    ? eq(solutionsCatalog.id, idOrSlug)
    : eq(solutionsCatalog.slug, idOrSlug);
  const [tool] = await db
    .select({ website: solutionsCatalog.websiteUrl })
    .from(solutionsCatalog)
    .where(and(key, eq(solutionsCatalog.status, "published")))
    .limit(1);
  if (!tool?.website) return null;
  try {
    const url = new URL(tool.website);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Usage events from pages (tool views and website clicks are the server's own: tool-counts.ts). Each is counted against its address (a minute's and a day's) and,
 * signed in, its account's minute, and refused with 429 before anything is written: an address
 * can store at most EVENT_LIMITS.perAddressPerDay events of about 1 KB a day.
 */
export function analyticsRouter(
  auth: Auth,
  db: Db,
  counter: Pick<ToolCounter, "countClick">,
  options: { trustProxy: number },
) {
  const router = createRouter();
  const perAddress = (name: string, max: number, windowSeconds: number) =>
    rateLimit(db, { name, max, windowSeconds, trustProxy: options.trustProxy });
  router.use("/events", perAddress("events", EVENT_LIMITS.perAddressPerMinute, 60));
  router.use("/events", perAddress("events-day", EVENT_LIMITS.perAddressPerDay, 24 * 60 * 60));
  return router
    .openapi(visitToolRoute, async (c) => {
      const { id } = c.req.valid("param");
      const website = await publishedWebsite(db, id);
      if (!website) throw new AppError("NOT_FOUND", "Tool not found.");
      await counter.countClick(c, id);
      c.header("Cache-Control", "private, no-store");
      return c.redirect(website, 302);
    })
    .openapi(recordEventRoute, async (c) => {
      const event = c.req.valid("json");
      const viewer = await loadViewer(auth, c.req.raw.headers);
      if (viewer) {
        const key = `events-account:${viewer.id}`;
        const { within, retryAfter } = await takeQuota(
          db,
          key,
          EVENT_LIMITS.perAccountPerMinute,
          60,
        );
        if (!within) throw new RateLimitError("Too many events from this account.", retryAfter);
      }
      // An event about a tool that does not exist keeps its data but no dangling reference.
      const [tool] = event.solutionId
        ? await db
            .select({ id: solutionsCatalog.id })
            .from(solutionsCatalog)
            .where(eq(solutionsCatalog.id, event.solutionId))
        : [];
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
