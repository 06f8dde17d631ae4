import { analyticsEventSchema } from "@app/shared/catalog-schemas";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

export const recordEventRoute = createRoute({
  method: "post",
  path: "/events",
  tags: ["Analytics"],
  summary: "Record a usage event; the user is taken from the session, never from the body",
  request: {
    body: { required: true, content: { "application/json": { schema: analyticsEventSchema } } },
  },
  responses: {
    202: { description: "Recorded" },
    400: errorContent("Invalid event"),
    429: errorContent("Too many events from this address"),
  },
});
