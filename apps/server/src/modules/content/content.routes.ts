import {
  adminListingListSchema,
  adminListingSchema,
  listingEditSchema,
  listingFlagsInputSchema,
  listingListQuerySchema,
  listingVendorInputSchema,
  moderatedReviewListSchema,
  moderationReasonSchema,
  reviewModerationQuerySchema,
  reviewModerationResultSchema,
} from "@app/shared/content";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonBody, jsonContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });
const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
};

export const listListingsRoute = createRoute({
  method: "get",
  path: "/admin/listings",
  tags: ["Content"],
  summary: "Every listing by name, any status, searchable by name, paged (admin)",
  request: { query: listingListQuerySchema },
  responses: {
    200: jsonContent("One page of listings and the total", adminListingListSchema),
    400: errorContent("Invalid search, status or paging"),
    ...adminErrors,
  },
});

export const getListingRoute = createRoute({
  method: "get",
  path: "/admin/listings/{id}",
  tags: ["Content"],
  summary: "One listing with every editable field and its owner (admin)",
  request: { params },
  responses: {
    200: jsonContent("The listing", adminListingSchema),
    400: errorContent("Malformed id"),
    ...adminErrors,
    404: errorContent("No such listing"),
  },
});

const changeResponses = (conflict?: string) => ({
  200: jsonContent("Changed; audit row written", adminListingSchema),
  400: errorContent("Malformed id or invalid field"),
  ...adminErrors,
  404: errorContent("No such listing"),
  ...(conflict ? { 409: errorContent(conflict) } : {}),
});

export const editListingRoute = createRoute({
  method: "patch",
  path: "/admin/listings/{id}",
  tags: ["Content"],
  summary: "Edit any of a listing's fields (admin); the slug stays",
  request: { params, body: jsonBody(listingEditSchema) },
  responses: changeResponses(),
});

export const assignListingRoute = createRoute({
  method: "put",
  path: "/admin/listings/{id}/vendor",
  tags: ["Content"],
  summary:
    "Assign the listing to a vendor account by e-mail (400 unless it is a vendor), or unassign with null (admin)",
  request: { params, body: jsonBody(listingVendorInputSchema) },
  responses: changeResponses(),
});

export const listingFlagsRoute = createRoute({
  method: "patch",
  path: "/admin/listings/{id}/flags",
  tags: ["Content"],
  summary: "Feature or unfeature, verify or unverify a listing (admin)",
  request: { params, body: jsonBody(listingFlagsInputSchema) },
  responses: changeResponses(),
});

export const hideListingRoute = createRoute({
  method: "post",
  path: "/admin/listings/{id}/hide",
  tags: ["Content"],
  summary:
    "Hide a listing with a reason: gone from search, the sitemap and its page at the next request (admin)",
  request: { params, body: jsonBody(moderationReasonSchema) },
  responses: changeResponses("The listing is hidden already"),
});

export const unhideListingRoute = createRoute({
  method: "post",
  path: "/admin/listings/{id}/unhide",
  tags: ["Content"],
  summary: "Publish a hidden listing again (admin)",
  request: { params },
  responses: changeResponses("The listing is not hidden"),
});

export const listReviewsRoute = createRoute({
  method: "get",
  path: "/admin/reviews",
  tags: ["Content"],
  summary: "Reviews newest first: all, reported or hidden, paged, with report reasons (admin)",
  request: { query: reviewModerationQuerySchema },
  responses: {
    200: jsonContent("One page of reviews and the total", moderatedReviewListSchema),
    400: errorContent("Invalid filter or paging"),
    ...adminErrors,
  },
});

const reviewResponses = (conflict: string) => ({
  200: jsonContent(
    "Done; the tool's new rating and count, audit row written",
    reviewModerationResultSchema,
  ),
  400: errorContent("Malformed id or reason"),
  ...adminErrors,
  404: errorContent("No such review"),
  409: errorContent(conflict),
});

export const hideReviewRoute = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/hide",
  tags: ["Content"],
  summary:
    "Hide a review with a reason: not shown, and not counted in the tool's rating and reviews count (admin)",
  request: { params, body: jsonBody(moderationReasonSchema) },
  responses: reviewResponses("The review is hidden already"),
});

export const unhideReviewRoute = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/unhide",
  tags: ["Content"],
  summary: "Show a hidden review again; it counts in the rating again (admin)",
  request: { params },
  responses: reviewResponses("The review is not hidden"),
});
