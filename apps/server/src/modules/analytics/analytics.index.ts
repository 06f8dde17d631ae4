import { EVENT_LIMITS } from "@app/shared/catalog";
import { eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { loadViewer } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents, solutionsCatalog } from "../../db/schema/catalog.ts";
import { AppError } from "../../http/app-error.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { DAY_SECONDS, rateLimit, requireQuota } from "../../http/rate-limit.ts";
import { requireTool } from "../catalog/catalog.index.ts";
import { recordEventRoute, visitToolRoute } from "./analytics.routes.ts";
import type { ToolCounter } from "./tool-counts.ts";

/** A tool's stored website when it is an http(s) address, else null. */
function httpWebsite(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Usage events from pages (tool views and website clicks are the server's own: tool-counts.ts).
 * Each is counted against its address (a minute's and a day's) and, signed in, its account's
 * minute, and refused with 429 before anything is written: an address can store at most
 * EVENT_LIMITS.perAddressPerDay events of about 1 KB a day.
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
  router.use("/events", perAddress("events-day", EVENT_LIMITS.perAddressPerDay, DAY_SECONDS));
  return router
    .openapi(visitToolRoute, async (c) => {
      const { id } = c.req.valid("param");
      const tool = await requireTool(db, id);
      const website = httpWebsite(tool.websiteUrl);
      if (!website) throw new AppError("NOT_FOUND", "Tool not found.");
      counter.countClick(c, tool.id);
      c.header("Cache-Control", "private, no-store");
      return c.redirect(website, 302);
    })
    .openapi(recordEventRoute, async (c) => {
      const event = c.req.valid("json");
      const viewer = await loadViewer(auth, c.req.raw.headers);
      if (viewer) {
        await requireQuota(
          db,
          `events-account:${viewer.id}`,
          EVENT_LIMITS.perAccountPerMinute,
          60,
          "Too many events from this account.",
        );
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
