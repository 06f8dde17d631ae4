import { and, eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import { requireVerifiedEmail, requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import { AppError } from "../../http/app-error.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { requireTool } from "../catalog/catalog.index.ts";
import { deleteMyRating, findMyRating, saveRating } from "./ratings.repository.ts";
import { deleteMyRatingRoute, getMyRatingRoute, saveMyRatingRoute } from "./ratings.routes.ts";

/** A vendor cannot rate or review a listing of their own (issue 35 defect 9): 403. */
async function refuseOwnListing(db: Db, toolId: string, viewerId: string): Promise<void> {
  const [own] = await db
    .select({ id: solutionsCatalog.id })
    .from(solutionsCatalog)
    .where(and(eq(solutionsCatalog.id, toolId), eq(solutionsCatalog.vendorUserId, viewerId)));
  if (own) throw new AppError("FORBIDDEN", "You cannot rate or review a listing of your own.");
}

export function ratingsRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  router.use("/tools/:id/ratings/*", requireViewer(auth));
  return router
    .openapi(getMyRatingRoute, async (c) => {
      const tool = await requireTool(db, c.req.valid("param").id);
      return c.json({ rating: await findMyRating(db, c.var.viewer.id, tool.id) }, 200);
    })
    .openapi(saveMyRatingRoute, async (c) => {
      requireVerifiedEmail(c.var.viewer);
      const tool = await requireTool(db, c.req.valid("param").id);
      await refuseOwnListing(db, tool.id, c.var.viewer.id);
      return c.json(await saveRating(db, c.var.viewer.id, tool.id, c.req.valid("json")), 200);
    })
    .openapi(deleteMyRatingRoute, async (c) => {
      const tool = await requireTool(db, c.req.valid("param").id);
      await deleteMyRating(db, c.var.viewer.id, tool.id);
      return c.body(null, 204);
    });
}
