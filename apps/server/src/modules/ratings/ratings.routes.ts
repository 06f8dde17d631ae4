import { ratingInputSchema, reviewSchema } from "@app/shared/catalog-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });

export const getMyRatingRoute = createRoute({
  method: "get",
  path: "/tools/{id}/ratings/mine",
  tags: ["Reviews"],
  summary: "The signed-in user's rating of a tool, or null",
  request: { params },
  responses: {
    200: {
      description: "My rating",
      content: { "application/json": { schema: z.object({ rating: reviewSchema.nullable() }) } },
    },
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
    404: errorContent("No such tool"),
  },
});

export const saveMyRatingRoute = createRoute({
  method: "put",
  path: "/tools/{id}/ratings/mine",
  tags: ["Reviews"],
  summary: "Create or update my rating (1-5) and optional review (at most 2000 characters)",
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: ratingInputSchema } } },
  },
  responses: {
    200: {
      description: "Saved; the tool's new average and count",
      content: {
        "application/json": {
          schema: z.object({
            rating: reviewSchema,
            created: z.boolean(),
            tool: z.object({ rating: z.number(), reviewsCount: z.number().int() }),
          }),
        },
      },
    },
    400: errorContent("Invalid rating or review"),
    401: errorContent("Not signed in"),
    403: errorContent(
      "EMAIL_NOT_VERIFIED: the account's e-mail address is not confirmed yet; FORBIDDEN: the listing is the caller's own",
    ),
    404: errorContent("No such tool"),
  },
});

export const deleteMyRatingRoute = createRoute({
  method: "delete",
  path: "/tools/{id}/ratings/mine",
  tags: ["Reviews"],
  summary: "Remove my rating of a tool",
  request: { params },
  responses: {
    204: { description: "Removed (or there was none)" },
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
    404: errorContent("No such tool"),
  },
});
