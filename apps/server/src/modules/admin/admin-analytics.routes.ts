import {
  adminAlertsSchema,
  adminAnalyticsSchema,
  analyticsPeriodQuerySchema,
} from "@app/shared/admin-analytics";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
};

export const adminAnalyticsRoute = createRoute({
  method: "get",
  path: "/admin/analytics",
  tags: ["Admin"],
  summary:
    "Events per UTC day by type, top tools by views, top searches and those with no result, and the views -> saves -> consultations funnel of a period (admin)",
  request: { query: analyticsPeriodQuerySchema },
  responses: {
    200: {
      description: "Counted in SQL over the period (default: the last 30 days)",
      content: { "application/json": { schema: adminAnalyticsSchema } },
    },
    400: errorContent("Not a date, the start after the end, or longer than 366 days"),
    ...adminErrors,
  },
});

export const adminAlertsRoute = createRoute({
  method: "get",
  path: "/admin/alerts",
  tags: ["Admin"],
  summary:
    "What needs an admin now: submissions past the promised review time, failing e-mails, reviews reported or hidden today (admin)",
  responses: {
    200: {
      description: "Only the alerts whose count is above 0",
      content: { "application/json": { schema: adminAlertsSchema } },
    },
    ...adminErrors,
  },
});
