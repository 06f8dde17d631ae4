import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { vendorActivity } from "./vendor-activity.repository.ts";
import { vendorAnalytics } from "./vendor-analytics.repository.ts";
import { vendorActivityRoute, vendorAnalyticsRoute } from "./vendor-analytics.routes.ts";

/** The vendor dashboard's Analytics and Recent Activity tabs: the signed-in vendor's own listings. */
export function vendorAnalyticsRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  for (const path of ["/vendor/analytics", "/vendor/activity"])
    router.use(path, requireViewer(auth, ["vendor"]));
  return router
    .openapi(vendorAnalyticsRoute, async (c) =>
      c.json(await vendorAnalytics(db, c.var.viewer.id, c.req.valid("query")), 200),
    )
    .openapi(vendorActivityRoute, async (c) =>
      c.json(await vendorActivity(db, c.var.viewer.id, c.req.valid("query")), 200),
    );
}
