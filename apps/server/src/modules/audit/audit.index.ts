import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { auditFacets, listAudit } from "./audit.repository.ts";
import { auditFacetsRoute, listAuditRoute } from "./audit.routes.ts";

/** The admin's read of the audit log: its rows, filtered and paged, and the filters' choices. */
export function auditRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  for (const path of ["/admin/audit", "/admin/audit/*"])
    router.use(path, requireViewer(auth, ["admin"]));
  return router
    .openapi(listAuditRoute, async (c) => c.json(await listAudit(db, c.req.valid("query")), 200))
    .openapi(auditFacetsRoute, async (c) => c.json(await auditFacets(db), 200));
}
