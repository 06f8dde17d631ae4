import type { Auth } from "../../auth/auth.ts";
import { requireVerifiedEmail, requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { requireTool } from "../catalog/catalog.index.ts";
import {
  deleteReviewVoteRoute,
  myReviewVotesRoute,
  putReviewVoteRoute,
} from "./review-votes.routes.ts";
import { findMyReviewVotes, setReviewVote } from "./review-votes.service.ts";

/** "Was this review helpful?": a signed-in reader's Yes or No on someone else's review. */
export function reviewVotesRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  const viewer = requireViewer(auth);
  router.use("/reviews/:id/vote", viewer);
  router.use("/tools/:id/review-votes/*", viewer);
  return router
    .openapi(putReviewVoteRoute, async (c) => {
      requireVerifiedEmail(c.var.viewer);
      const { id } = c.req.valid("param");
      const { helpful } = c.req.valid("json");
      return c.json(await setReviewVote(db, c.var.viewer, id, helpful), 200);
    })
    .openapi(deleteReviewVoteRoute, async (c) =>
      c.json(await setReviewVote(db, c.var.viewer, c.req.valid("param").id, null), 200),
    )
    .openapi(myReviewVotesRoute, async (c) => {
      const tool = await requireTool(db, c.req.valid("param").id);
      return c.json({ votes: await findMyReviewVotes(db, c.var.viewer.id, tool.id) }, 200);
    });
}
