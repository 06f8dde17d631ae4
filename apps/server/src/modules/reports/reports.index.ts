import type { Profile } from "@app/shared/auth-schemas";
import { ROW_CAPS } from "@app/shared/limits";
import type { Auth } from "../../auth/auth.ts";
import { requireVerifiedEmail, requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { DAY_SECONDS, requireQuota } from "../../http/rate-limit.ts";
import { listAdminReports, listMyReports } from "./reports.repository.ts";
import {
  decideReportRoute,
  listMyReportsRoute,
  listReportsRoute,
  reportListingRoute,
  reportReviewRoute,
} from "./reports.routes.ts";
import { decideReport, reportListing, reportReview } from "./reports.service.ts";

/**
 * A report counted against its sender's day (ROW_CAPS.reportsPerAccountPerDay), refused with 429
 * and Retry-After before anything is written: one account cannot flood the moderation list.
 */
async function takeReportDay(db: Db, reporter: Profile) {
  await requireQuota(
    db,
    `reports-account-day:${reporter.id}`,
    ROW_CAPS.reportsPerAccountPerDay,
    DAY_SECONDS,
    "This account has sent its reports for today.",
  );
}

/**
 * Reports of listings and reviews: any signed-in user with a confirmed address files them (a
 * report's words reach an admin, as a review's reach readers), admins decide them.
 */
export function reportsRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  const viewer = requireViewer(auth);
  for (const path of ["/tools/:id/report", "/reviews/:id/report", "/me/reports"]) {
    router.use(path, viewer);
  }
  for (const path of ["/admin/reports", "/admin/reports/*"]) {
    router.use(path, requireViewer(auth, ["admin"]));
  }

  return router
    .openapi(reportListingRoute, async (c) => {
      requireVerifiedEmail(c.get("viewer"));
      await takeReportDay(db, c.get("viewer"));
      const id = await reportListing(
        db,
        c.get("viewer"),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ reported: true as const, id }, 201);
    })
    .openapi(reportReviewRoute, async (c) => {
      requireVerifiedEmail(c.get("viewer"));
      await takeReportDay(db, c.get("viewer"));
      const id = await reportReview(
        db,
        c.get("viewer"),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ reported: true as const, id }, 201);
    })
    .openapi(listMyReportsRoute, async (c) =>
      c.json(await listMyReports(db, c.get("viewer").id, c.req.valid("query")), 200),
    )
    .openapi(listReportsRoute, async (c) =>
      c.json(await listAdminReports(db, c.req.valid("query")), 200),
    )
    .openapi(decideReportRoute, async (c) => {
      const { outcome, note } = c.req.valid("json");
      const report = await decideReport(db, c.get("viewer"), c.req.valid("param").id, {
        outcome,
        note,
      });
      return c.json({ report }, 200);
    });
}
