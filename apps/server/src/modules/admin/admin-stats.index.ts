import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { adminStats } from "./admin-stats.repository.ts";
import { adminStatsRoute } from "./admin-stats.routes.ts";

/** The admin dashboard's stat cards. */
export function adminStatsRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  router.use("/admin/stats", requireViewer(auth, ["admin"]));
  return router.openapi(adminStatsRoute, async (c) => c.json(await adminStats(db), 200));
}
