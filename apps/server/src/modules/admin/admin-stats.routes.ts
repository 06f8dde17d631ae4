import { adminStatsSchema } from "@app/shared/admin";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

export const adminStatsRoute = createRoute({
  method: "get",
  path: "/admin/stats",
  tags: ["Admin"],
  summary: "Platform counts: users, published tools, consultations, pending submissions (admin)",
  responses: {
    200: {
      description: "Counted live over the database",
      content: { "application/json": { schema: adminStatsSchema } },
    },
    401: errorContent("Not signed in"),
    403: errorContent("Not an admin"),
  },
});
