import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { listUsers } from "./users.repository.ts";
import {
  banUserRoute,
  listUsersRoute,
  resetSignInFactorsRoute,
  setUserRoleRoute,
  unbanUserRoute,
} from "./users.routes.ts";
import { changeUser, resetSignInFactors } from "./users.service.ts";

/**
 * The admin's user management: list and search accounts, change a role, ban and unban, and reset
 * the sign-in factors of an owner who lost them.
 */
export function usersRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  for (const path of ["/admin/users", "/admin/users/*"])
    router.use(path, requireViewer(auth, ["admin"]));

  return router
    .openapi(listUsersRoute, async (c) => c.json(await listUsers(db, c.req.valid("query")), 200))
    .openapi(setUserRoleRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { role } = c.req.valid("json");
      return c.json(await changeUser(db, c.var.viewer, id, { action: "user.role", role }), 200);
    })
    .openapi(banUserRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json(await changeUser(db, c.var.viewer, id, { action: "user.ban", reason }), 200);
    })
    .openapi(unbanUserRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await changeUser(db, c.var.viewer, id, { action: "user.unban" }), 200);
    })
    .openapi(resetSignInFactorsRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json(await resetSignInFactors(db, c.var.viewer, id, reason), 200);
    });
}
