import {
  adminReportListQuerySchema,
  adminReportListSchema,
  adminReportSchema,
  listingReportInputSchema,
  myReportListQuerySchema,
  myReportListSchema,
  reportDecisionInputSchema,
  reviewReportInputSchema,
} from "@app/shared/reports";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonBody, jsonContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });
const reported = jsonContent("Reported", z.object({ reported: z.literal(true), id: z.uuid() }));
const signedIn = { 401: errorContent("Not signed in") };
const adminOnly = { 401: errorContent("Not signed in"), 403: errorContent("Not an admin") };

export const reportListingRoute = createRoute({
  method: "post",
  path: "/tools/{id}/report",
  tags: ["Reports"],
  summary:
    "Report a listing (broken link, outdated, misleading, or other with words): one open report per user and listing. Needs a confirmed e-mail address.",
  request: { params, body: jsonBody(listingReportInputSchema) },
  responses: {
    201: reported,
    400: errorContent("Malformed id, unknown reason, Other without words, or words too long"),
    ...signedIn,
    403: errorContent("EMAIL_NOT_VERIFIED: the account's e-mail address is not confirmed yet"),
    404: errorContent("No such published tool"),
    409: errorContent("You have an open report of this listing already"),
    429: errorContent("The account has sent its reports for today (Retry-After)"),
  },
});

export const reportReviewRoute = createRoute({
  method: "post",
  path: "/reviews/{id}/report",
  tags: ["Reports"],
  summary:
    "Report a review (spam, offensive, conflict of interest, or other with words): one open report per user and review. Needs a confirmed e-mail address.",
  request: { params, body: jsonBody(reviewReportInputSchema) },
  responses: {
    201: reported,
    400: errorContent("Malformed id, unknown reason, Other without words, or words too long"),
    ...signedIn,
    403: errorContent(
      "FORBIDDEN: it is your own review; EMAIL_NOT_VERIFIED: the account's e-mail address is not confirmed yet",
    ),
    404: errorContent("No such review (or it is hidden)"),
    409: errorContent("You have an open report of this review already"),
    429: errorContent("The account has sent its reports for today (Retry-After)"),
  },
});

export const listMyReportsRoute = createRoute({
  method: "get",
  path: "/me/reports",
  tags: ["Reports"],
  summary: "The signed-in user's reports, newest first, with their outcome and the admin's note",
  request: { query: myReportListQuerySchema },
  responses: {
    200: jsonContent("One page of my reports", myReportListSchema),
    400: errorContent("Invalid paging"),
    ...signedIn,
  },
});

export const listReportsRoute = createRoute({
  method: "get",
  path: "/admin/reports",
  tags: ["Reports"],
  summary: "The report queue: by status (open by default), oldest first, paged (admin)",
  request: { query: adminReportListQuerySchema },
  responses: {
    200: jsonContent("One page of reports, the total and the open count", adminReportListSchema),
    400: errorContent("Invalid status, subject or paging"),
    ...adminOnly,
  },
});

export const decideReportRoute = createRoute({
  method: "post",
  path: "/admin/reports/{id}/decision",
  tags: ["Reports"],
  summary: "Resolve or dismiss an open report, with a note the reporter sees (admin; audited)",
  request: { params, body: jsonBody(reportDecisionInputSchema) },
  responses: {
    200: jsonContent("The report as it is now", z.object({ report: adminReportSchema })),
    400: errorContent("Unknown outcome or note too long"),
    ...adminOnly,
    404: errorContent("No such report"),
    409: errorContent("The report is closed already"),
  },
});
