import { recommendationsResponseSchema } from "@app/shared/recommendations";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

export const recommendationsRoute = createRoute({
  method: "get",
  path: "/me/recommendations",
  tags: ["Account"],
  summary:
    "Tools recommended from my saved and well-rated tools (shared categories and industries, rating, popularity); featured and top-rated tools for a new account",
  responses: {
    200: {
      description: "Best match first, each with its match percentage and the reason as a code",
      content: { "application/json": { schema: recommendationsResponseSchema } },
    },
    401: errorContent("Not signed in"),
  },
});
