import {
  vendorActivityQuerySchema,
  vendorActivitySchema,
  vendorAnalyticsQuerySchema,
  vendorAnalyticsSchema,
} from "@app/shared/vendor-analytics";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

const vendorErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not a vendor"),
};

export const vendorAnalyticsRoute = createRoute({
  method: "get",
  path: "/vendor/analytics",
  tags: ["Vendor"],
  summary:
    "Views, saves, demo and website clicks and new ratings per day of the signed-in vendor's listings, per listing and in total",
  request: { query: vendorAnalyticsQuerySchema },
  responses: {
    200: {
      description: "Every day of the period, zero when nothing happened",
      content: { "application/json": { schema: vendorAnalyticsSchema } },
    },
    400: errorContent("Invalid tool id or number of days"),
    ...vendorErrors,
    404: errorContent("No such listing among the vendor's own"),
  },
});

export const vendorActivityRoute = createRoute({
  method: "get",
  path: "/vendor/activity",
  tags: ["Vendor"],
  summary:
    "New reviews and saves of the signed-in vendor's listings and their submissions' status changes, newest first",
  request: { query: vendorActivityQuerySchema },
  responses: {
    200: {
      description: "One page; nextCursor gives the next (older) one",
      content: { "application/json": { schema: vendorActivitySchema } },
    },
    400: errorContent("Invalid cursor"),
    ...vendorErrors,
  },
});
