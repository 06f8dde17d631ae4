import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { requireTool } from "../catalog/catalog.index.ts";
import {
  addFavorite,
  listFavoriteIds,
  listFavorites,
  removeFavorite,
} from "./favorites.repository.ts";
import {
  addFavoriteRoute,
  listFavoriteIdsRoute,
  listFavoritesRoute,
  removeFavoriteRoute,
} from "./favorites.routes.ts";

export function favoritesRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  // "/me/favorites/*" covers "/me/favorites" too: one session lookup per request.
  router.use("/me/favorites/*", requireViewer(auth));
  return router
    .openapi(listFavoriteIdsRoute, async (c) =>
      c.json({ ids: await listFavoriteIds(db, c.var.viewer.id) }, 200),
    )
    .openapi(listFavoritesRoute, async (c) =>
      c.json({ items: await listFavorites(db, c.var.viewer.id) }, 200),
    )
    .openapi(addFavoriteRoute, async (c) => {
      const tool = await requireTool(db, c.req.valid("param").toolId);
      await addFavorite(db, c.var.viewer.id, tool.id);
      return c.body(null, 204);
    })
    .openapi(removeFavoriteRoute, async (c) => {
      await removeFavorite(db, c.var.viewer.id, c.req.valid("param").toolId);
      return c.body(null, 204);
    });
}
