import type { TranslatedLanguage } from "@app/shared/i18n";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { revalidated } from "../../http/revalidate.ts";
import { listReviews } from "../ratings/ratings.repository.ts";
import { findTool, findToolsByKeys, listTools } from "./catalog.repository.ts";
import {
  compareToolsRoute,
  getToolRoute,
  listReviewsRoute,
  listToolsRoute,
} from "./catalog.routes.ts";
import { createCatalogSearch } from "./search-index/catalog-search.ts";
import { localLanguage } from "./search-index/search-languages.ts";

export async function requireTool(db: Db, idOrSlug: string, lang?: TranslatedLanguage) {
  const tool = await findTool(db, idOrSlug, lang);
  if (!tool) throw new AppError("NOT_FOUND", "Tool not found.");
  return tool;
}

/**
 * The catalogue's reads that are the same for every visitor: the list, a tool, its reviews, a
 * comparison, a tool's alternatives (modules/alternatives).
 */
const SHARED_READS = [
  "/tools",
  "/tools/:id",
  "/tools/:id/reviews",
  "/compare",
  "/tools/:id/alternatives",
];

/**
 * Those reads' addresses under /api: app.ts keeps their answers for a second
 * (http/answer-cache.ts). A tool's own rating of the viewer is elsewhere.
 */
export const CATALOGUE_READS = new RegExp(
  `^/api(?:${SHARED_READS.map((route) => route.replace(/:\w+/g, "[^/]+")).join("|")})$`,
);

export function catalogRouter(db: Db) {
  const search = createCatalogSearch(db);
  const router = createRouter();
  // ETag and 304 for the reads that are the same for every visitor.
  for (const path of SHARED_READS) router.get(path, revalidated());
  return router
    .openapi(listToolsRoute, async (c) =>
      c.json(await listTools(db, c.req.valid("query"), search), 200),
    )
    .openapi(getToolRoute, async (c) => {
      const lang = localLanguage(c.req.valid("query").lang);
      return c.json({ tool: await requireTool(db, c.req.valid("param").id, lang) }, 200);
    })
    .openapi(listReviewsRoute, async (c) => {
      const tool = await requireTool(db, c.req.valid("param").id);
      return c.json(await listReviews(db, tool.id, c.req.valid("query")), 200);
    })
    .openapi(compareToolsRoute, async (c) => {
      const { ids, lang } = c.req.valid("query");
      return c.json(await findToolsByKeys(db, ids, localLanguage(lang)), 200);
    });
}
