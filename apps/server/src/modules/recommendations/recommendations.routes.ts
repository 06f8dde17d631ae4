import {
  recommendationsQuerySchema,
  recommendationsResponseSchema,
} from "@app/shared/recommendations";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

export const recommendationsRoute = createRoute({
  method: "get",
  path: "/me/recommendations",
  tags: ["Account"],
  summary:
    "Tools recommended from my saved and well-rated tools (shared categories and industries, rating, popularity); for a new account, the most popular tools hosted in my region (or overall)",
  request: { query: recommendationsQuerySchema },
  responses: {
    200: {
      description:
        "Best first; the basis of the list; for a personal list each tool's match percentage; every tool's reasons as codes",
      content: { "application/json": { schema: recommendationsResponseSchema } },
    },
    401: errorContent("Not signed in"),
  },
});
