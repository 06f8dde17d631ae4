import { vendorStatsSchema } from "@app/shared/vendor";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

export const vendorStatsRoute = createRoute({
  method: "get",
  path: "/vendor/stats",
  tags: ["Vendor"],
  summary:
    "The signed-in vendor's listings: tools listed, views and saves (last 30 days and all time), average rating",
  responses: {
    200: {
      description: "Counted over the listings the vendor owns",
      content: { "application/json": { schema: vendorStatsSchema } },
    },
    401: errorContent("Not signed in"),
    403: errorContent("Not a vendor"),
  },
});
