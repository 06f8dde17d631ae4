import type { Auth } from "../../auth/auth.ts";
import {
  assertAdminSession,
  assertRole,
  loadViewer,
  requireViewer,
  type ViewerEnv,
} from "../../auth/viewer.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { getDashboard, getMe } from "./me.routes.ts";

export function meRouter(auth: Auth) {
  const router = createRouter<ViewerEnv>();
  const viewer = requireViewer(auth);
  router.use("/dashboards/*", viewer);
  return router
    .openapi(getMe, async (c) =>
      c.json({ profile: await loadViewer(auth, c.req.raw.headers) }, 200),
    )
    .openapi(getDashboard, (c) => {
      const profile = c.var.viewer;
      assertRole(profile, [c.req.valid("param").role]);
      assertAdminSession(c.var.signedIn);
      return c.json({ profile }, 200);
    });
}
