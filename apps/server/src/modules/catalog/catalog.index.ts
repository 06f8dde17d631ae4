import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { listReviews } from "../ratings/ratings.repository.ts";
import { findTool, listTools } from "./catalog.repository.ts";
import { getToolRoute, listReviewsRoute, listToolsRoute } from "./catalog.routes.ts";
import { createCountsCache } from "./counts-cache.ts";

export async function requireTool(db: Db, idOrSlug: string) {
  const tool = await findTool(db, idOrSlug);
  if (!tool) throw new AppError("NOT_FOUND", "Tool not found.");
  return tool;
}

/** How long totals and facet counts are reused (see counts-cache.ts). */
const COUNTS_TTL_MS = 10_000;

export function catalogRouter(db: Db) {
  const counts = createCountsCache({ ttlMs: COUNTS_TTL_MS, maxEntries: 500 });
  return createRouter()
    .openapi(listToolsRoute, async (c) =>
      c.json(await listTools(db, c.req.valid("query"), counts), 200),
    )
    .openapi(getToolRoute, async (c) =>
      c.json({ tool: await requireTool(db, c.req.valid("param").id) }, 200),
    )
    .openapi(listReviewsRoute, async (c) => {
      const tool = await requireTool(db, c.req.valid("param").id);
      const { page, pageSize } = c.req.valid("query");
      return c.json(await listReviews(db, tool.id, page, pageSize), 200);
    });
}
