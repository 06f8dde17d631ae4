import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import {
  assignListingRoute,
  editListingRoute,
  getListingRoute,
  hideListingRoute,
  hideReviewRoute,
  listingFlagsRoute,
  listListingsRoute,
  listReviewsRoute,
  unhideListingRoute,
  unhideReviewRoute,
} from "./content.routes.ts";
import { listingFactsRoute, verifyFactRoute } from "./facts.routes.ts";
import { listingFacts, verifyFact } from "./facts.service.ts";
import { getListing, listListings } from "./listings.repository.ts";
import { changeListing } from "./listings.service.ts";
import { listModeratedReviews } from "./reviews.repository.ts";
import { moderateReview } from "./reviews.service.ts";

/** The admin's content management: listings and reviews (reports are modules/reports). */
export function contentRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  for (const path of ["/admin/listings", "/admin/listings/*", "/admin/reviews", "/admin/reviews/*"])
    router.use(path, requireViewer(auth, ["admin"]));

  return router
    .openapi(listListingsRoute, async (c) =>
      c.json(await listListings(db, c.req.valid("query")), 200),
    )
    .openapi(getListingRoute, async (c) =>
      c.json(await getListing(db, c.req.valid("param").id), 200),
    )
    .openapi(editListingRoute, async (c) => {
      const { id } = c.req.valid("param");
      const fields = c.req.valid("json");
      return c.json(
        await changeListing(db, c.var.viewer, id, { action: "listing.edit", fields }),
        200,
      );
    })
    .openapi(assignListingRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { email } = c.req.valid("json");
      return c.json(
        await changeListing(db, c.var.viewer, id, { action: "listing.assign", email }),
        200,
      );
    })
    .openapi(listingFlagsRoute, async (c) => {
      const { id } = c.req.valid("param");
      const flags = c.req.valid("json");
      const change = { action: "listing.flags" as const, ...flags };
      return c.json(await changeListing(db, c.var.viewer, id, change), 200);
    })
    .openapi(hideListingRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json(
        await changeListing(db, c.var.viewer, id, { action: "listing.hide", reason }),
        200,
      );
    })
    .openapi(unhideListingRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await changeListing(db, c.var.viewer, id, { action: "listing.unhide" }), 200);
    })
    .openapi(listingFactsRoute, async (c) =>
      c.json(await listingFacts(db, c.req.valid("param").id), 200),
    )
    .openapi(verifyFactRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await verifyFact(db, c.var.viewer, id, c.req.valid("json")), 200);
    })
    .openapi(listReviewsRoute, async (c) =>
      c.json(await listModeratedReviews(db, c.req.valid("query")), 200),
    )
    .openapi(hideReviewRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json(
        await moderateReview(db, c.var.viewer, id, { action: "review.hide", reason }),
        200,
      );
    })
    .openapi(unhideReviewRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await moderateReview(db, c.var.viewer, id, { action: "review.unhide" }), 200);
    });
}
