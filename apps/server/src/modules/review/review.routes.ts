import {
  adminSubmissionDetailSchema,
  resubmissionInputSchema,
  reviewReasonSchema,
  reviewResultSchema,
  submissionDetailSchema,
  submissionListQuerySchema,
  submissionListSchema,
  vendorSubmissionListQuerySchema,
  vendorSubmissionListSchema,
} from "@app/shared/review";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });
const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
};

export const listSubmissionsRoute = createRoute({
  method: "get",
  path: "/admin/submissions",
  tags: ["Review"],
  summary: "Tool submissions of one status (default pending), oldest first, paged (admin)",
  request: { query: submissionListQuerySchema },
  responses: {
    200: jsonContent("One page of the queue and the total", submissionListSchema),
    400: errorContent("Invalid status or paging"),
    ...adminErrors,
  },
});

export const getSubmissionRoute = createRoute({
  method: "get",
  path: "/admin/submissions/{id}",
  tags: ["Review"],
  summary: "Every field the vendor sent, and where the review stands (admin)",
  request: { params },
  responses: {
    200: jsonContent(
      "The submission, and for a revision the live listing it edits",
      adminSubmissionDetailSchema,
    ),
    400: errorContent("Malformed id"),
    ...adminErrors,
    404: errorContent("No such submission"),
  },
});

const decisionResponses = {
  200: jsonContent("Decided; audit row written and the vendor's e-mail queued", reviewResultSchema),
  400: errorContent("Malformed id or reason"),
  ...adminErrors,
  404: errorContent("No such submission"),
  409: errorContent("The submission is not pending (already decided, or waiting for the vendor)"),
};

export const approveSubmissionRoute = createRoute({
  method: "post",
  path: "/admin/submissions/{id}/approve",
  tags: ["Review"],
  summary:
    "Approve a pending submission: creates the listing (or updates the one a revision edits). A new listing is owned by its submitter and verified only if the submitter is a vendor with a confirmed address (the rule of assigning a vendor by hand); otherwise it is published with no vendor, not verified, and `vendorNotAssigned` says why (admin)",
  request: { params },
  responses: decisionResponses,
});

const reasonBody = {
  required: true,
  content: { "application/json": { schema: reviewReasonSchema } },
};

export const rejectSubmissionRoute = createRoute({
  method: "post",
  path: "/admin/submissions/{id}/reject",
  tags: ["Review"],
  summary: "Reject a pending submission with a reason the vendor reads (admin)",
  request: { params, body: reasonBody },
  responses: decisionResponses,
});

export const requestChangesRoute = createRoute({
  method: "post",
  path: "/admin/submissions/{id}/request-changes",
  tags: ["Review"],
  summary: "Send a pending submission back to the vendor with the changes needed (admin)",
  request: { params, body: reasonBody },
  responses: decisionResponses,
});

const vendorErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not a vendor"),
};

export const listMySubmissionsRoute = createRoute({
  method: "get",
  path: "/vendor/submissions",
  tags: ["Review"],
  summary: "The signed-in vendor's own submissions, newest first, with status and reviewer notes",
  request: { query: vendorSubmissionListQuerySchema },
  responses: {
    200: jsonContent(
      "One page of the vendor's submissions and the total",
      vendorSubmissionListSchema,
    ),
    400: errorContent("Invalid paging"),
    ...vendorErrors,
  },
});

export const getMySubmissionRoute = createRoute({
  method: "get",
  path: "/vendor/submissions/{id}",
  tags: ["Review"],
  summary: "One of the signed-in vendor's own submissions, every field (to edit and resubmit it)",
  request: { params },
  responses: {
    200: jsonContent("The submission", submissionDetailSchema),
    400: errorContent("Malformed id"),
    ...vendorErrors,
    404: errorContent("No such submission of this vendor"),
  },
});

export const resubmitRoute = createRoute({
  method: "put",
  path: "/vendor/submissions/{id}",
  tags: ["Review"],
  summary:
    "Resubmit a submission after changes were requested (owner only; changes_requested -> pending)",
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: resubmissionInputSchema } } },
  },
  responses: {
    200: jsonContent("Back in the review queue", submissionDetailSchema),
    400: errorContent("Malformed id or invalid field"),
    ...vendorErrors,
    404: errorContent("No such submission of this vendor"),
    409: errorContent("Changes were not requested for this submission"),
    413: errorContent("Body too large"),
  },
});
