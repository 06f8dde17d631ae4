import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { revalidated } from "../../http/revalidate.ts";
import { listReviews } from "../ratings/ratings.repository.ts";
import { findTool, listTools } from "./catalog.repository.ts";
import { getToolRoute, listReviewsRoute, listToolsRoute } from "./catalog.routes.ts";
import { createCatalogSearch } from "./search-index/catalog-search.ts";

export async function requireTool(db: Db, idOrSlug: string) {
  const tool = await findTool(db, idOrSlug);
  if (!tool) throw new AppError("NOT_FOUND", "Tool not found.");
  return tool;
}

export function catalogRouter(db: Db) {
  const search = createCatalogSearch(db);
  const router = createRouter();
  // The same for every visitor: ETag and 304 (a tool's own rating of the viewer is elsewhere).
  for (const path of ["/tools", "/tools/:id", "/tools/:id/reviews"])
    router.get(path, revalidated());
  return router
    .openapi(listToolsRoute, async (c) =>
      c.json(await listTools(db, c.req.valid("query"), search), 200),
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
