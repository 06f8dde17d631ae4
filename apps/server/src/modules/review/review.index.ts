import type { Auth } from "../../auth/auth.ts";
import { requireVerifiedEmail, requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import {
  getSubmission,
  getVendorSubmission,
  listSubmissions,
  listVendorSubmissions,
  toDetail,
} from "./review.repository.ts";
import {
  approveSubmissionRoute,
  getMySubmissionRoute,
  getSubmissionRoute,
  listMySubmissionsRoute,
  listSubmissionsRoute,
  rejectSubmissionRoute,
  requestChangesRoute,
  resubmitRoute,
} from "./review.routes.ts";
import { decideSubmission, type ReviewMail, resubmit } from "./review.service.ts";
import { createRevisionRoute, getMyListingRoute } from "./revision.routes.ts";
import { createRevision } from "./revision.service.ts";
import { getVendorListing } from "./vendor-listing.repository.ts";

/** Admin review of tool submissions, and the vendor's side of it; every role checked here. */
export function reviewRouter(auth: Auth, db: Db, mail: ReviewMail) {
  const router = createRouter<ViewerEnv>();
  for (const path of ["/admin/submissions", "/admin/submissions/*"])
    router.use(path, requireViewer(auth, ["admin"]));
  for (const path of ["/vendor/submissions", "/vendor/submissions/*", "/vendor/listings/*"])
    router.use(path, requireViewer(auth, ["vendor"]));

  const decided = (result: Awaited<ReturnType<typeof decideSubmission>>) => ({
    submission: toDetail(result.submission),
    liveSlug: result.liveSlug,
    vendorNotAssigned: result.vendorNotAssigned,
  });

  return router
    .openapi(listSubmissionsRoute, async (c) =>
      c.json(await listSubmissions(db, c.req.valid("query")), 200),
    )
    .openapi(getSubmissionRoute, async (c) =>
      c.json(await getSubmission(db, c.req.valid("param").id), 200),
    )
    .openapi(approveSubmissionRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(decided(await decideSubmission(db, mail, c.var.viewer, id, "approve")), 200);
    })
    .openapi(rejectSubmissionRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const result = await decideSubmission(db, mail, c.var.viewer, id, "reject", reason);
      return c.json(decided(result), 200);
    })
    .openapi(requestChangesRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const result = await decideSubmission(db, mail, c.var.viewer, id, "request-changes", reason);
      return c.json(decided(result), 200);
    })
    .openapi(listMySubmissionsRoute, async (c) =>
      c.json(await listVendorSubmissions(db, c.var.viewer.id, c.req.valid("query")), 200),
    )
    .openapi(getMySubmissionRoute, async (c) =>
      c.json(await getVendorSubmission(db, c.var.viewer.id, c.req.valid("param").id), 200),
    )
    .openapi(resubmitRoute, async (c) => {
      const { id } = c.req.valid("param");
      const row = await resubmit(db, c.var.viewer, id, c.req.valid("json"));
      return c.json(toDetail(row), 200);
    })
    .openapi(getMyListingRoute, async (c) =>
      c.json(await getVendorListing(db, c.var.viewer.id, c.req.valid("param").id), 200),
    )
    .openapi(createRevisionRoute, async (c) => {
      // An edit of a live listing is a vendor speaking to every reader: a confirmed address first.
      requireVerifiedEmail(c.var.viewer);
      const { id } = c.req.valid("param");
      const row = await createRevision(db, c.var.viewer, id, c.req.valid("json"));
      return c.json(toDetail(row), 201);
    });
}
