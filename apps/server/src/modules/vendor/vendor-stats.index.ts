import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { vendorStats } from "./vendor-stats.repository.ts";
import { vendorStatsRoute } from "./vendor-stats.routes.ts";

/** The vendor dashboard's stat cards: the signed-in vendor's own listings (admins: their own). */
export function vendorStatsRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  router.use("/vendor/stats", requireViewer(auth, ["vendor"]));
  return router.openapi(vendorStatsRoute, async (c) =>
    c.json(await vendorStats(db, c.var.viewer.id), 200),
  );
}
