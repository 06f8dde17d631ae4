import { RECOMMENDATIONS_LIMIT } from "@app/shared/recommendations";
import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { recommendTools } from "./recommendations.repository.ts";
import { recommendationsRoute } from "./recommendations.routes.ts";

/** The business dashboard's Recommendations tab; any signed-in account has its own. */
export function recommendationsRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  router.use("/me/recommendations", requireViewer(auth));
  return router.openapi(recommendationsRoute, async (c) =>
    c.json(
      await recommendTools(db, c.var.viewer.id, RECOMMENDATIONS_LIMIT, c.req.valid("query").region),
      200,
    ),
  );
}
