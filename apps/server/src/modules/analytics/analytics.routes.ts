import { analyticsEventSchema } from "@app/shared/catalog-schemas";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";
import { toolParams } from "../catalog/catalog.routes.ts";

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
    400: errorContent(
      "Invalid event, or one the server records itself (tool_view, website_click, consultation_request, tool_submission)",
    ),
    429: errorContent("Too many events from this address"),
  },
});

export const visitToolRoute = createRoute({
  method: "get",
  path: "/tools/{id}/visit",
  tags: ["Analytics"],
  summary:
    "Sends the visitor to a published tool's own website and counts the click (once per visitor, tool and day)",
  description:
    "The tool page's, card's and vendor tab's website links point here. The redirect goes only to the website stored with the listing, never to an address the caller gives. A visitor is the signed-in account, else a keyed hash of the client's network and user agent; at most `TOOL_VIEW_LIMITS` clicks are counted a day per account or network.",
  request: { params: toolParams },
  responses: {
    302: { description: "To the tool's stored website (Location)" },
    404: errorContent("No such published tool, or it has no website"),
  },
});
