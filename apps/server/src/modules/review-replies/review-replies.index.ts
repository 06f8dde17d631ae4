import type { Auth } from "../../auth/auth.ts";
import { requireVerifiedEmail, requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { hideReplyRoute, saveReplyRoute, unhideReplyRoute } from "./review-replies.routes.ts";
import { moderateReply, saveReply } from "./review-replies.service.ts";

/** A listing's vendor's public reply to a review, and the admin's hiding of it. */
export function reviewRepliesRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  router.use("/reviews/:id/reply", requireViewer(auth, ["vendor"]));
  router.use("/admin/reviews/:id/reply/*", requireViewer(auth, ["admin"]));
  return router
    .openapi(saveReplyRoute, async (c) => {
      requireVerifiedEmail(c.var.viewer);
      const { id } = c.req.valid("param");
      return c.json(await saveReply(db, c.var.viewer, id, c.req.valid("json").body), 200);
    })
    .openapi(hideReplyRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json(
        await moderateReply(db, c.var.viewer, id, { action: "reply.hide", reason }),
        200,
      );
    })
    .openapi(unhideReplyRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await moderateReply(db, c.var.viewer, id, { action: "reply.unhide" }), 200);
    });
}
