import {
  revisionInputSchema,
  submissionDetailSchema,
  vendorListingSchema,
} from "@app/shared/review";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });

const vendorErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not a vendor"),
  404: errorContent("No such listing of this vendor"),
};

export const getMyListingRoute = createRoute({
  method: "get",
  path: "/vendor/listings/{id}",
  tags: ["Review"],
  summary:
    "One of the signed-in vendor's live listings as the submission form holds it, and its open revision (owner only)",
  request: { params },
  responses: {
    200: {
      description: "The listing's fields",
      content: { "application/json": { schema: vendorListingSchema } },
    },
    400: errorContent("Malformed id"),
    ...vendorErrors,
  },
});

export const createRevisionRoute = createRoute({
  method: "post",
  path: "/vendor/listings/{id}/revisions",
  tags: ["Review"],
  summary:
    "Send an edit of the vendor's live listing to review; the listing stays as it is until an admin approves (owner only). Needs a confirmed e-mail address.",
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: revisionInputSchema } } },
  },
  responses: {
    201: {
      description: "The revision, pending review",
      content: { "application/json": { schema: submissionDetailSchema } },
    },
    400: errorContent("Malformed id or invalid field"),
    ...vendorErrors,
    403: errorContent(
      "FORBIDDEN: not a vendor; EMAIL_NOT_VERIFIED: the account's e-mail address is not confirmed yet",
    ),
    409: errorContent("The listing already has an open revision"),
    413: errorContent("Body too large"),
  },
});
