import { moderationReasonSchema } from "@app/shared/content";
import {
  moderatedReplySchema,
  reviewReplyInputSchema,
  savedReplySchema,
} from "@app/shared/review-replies";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonBody } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });
export const saveReplyRoute = createRoute({
  method: "put",
  path: "/reviews/{id}/reply",
  tags: ["Reviews"],
  summary: "Post or edit the one public reply to a review of my listing (its vendor)",
  description:
    "Only the vendor account that owns the reviewed listing (`vendor_user_id`) may reply, once per review; a second PUT replaces the text. A reply an admin hid cannot be edited (409).",
  request: { params, body: jsonBody(reviewReplyInputSchema) },
  responses: {
    200: {
      description: "Saved; `created` tells a new reply from an edit",
      content: { "application/json": { schema: savedReplySchema } },
    },
    400: errorContent("Malformed id, or a reply empty or over 1000 characters"),
    401: errorContent("Not signed in"),
    403: errorContent(
      "Not the vendor of this listing (or not a vendor); EMAIL_NOT_VERIFIED: the address is not confirmed yet",
    ),
    404: errorContent("No such review, or it is hidden (or its tool is)"),
    409: errorContent("An admin hid this reply"),
  },
});

const moderationResponses = (conflict: string) => ({
  200: {
    description: "Done; audit row written",
    content: { "application/json": { schema: moderatedReplySchema } },
  },
  400: errorContent("Malformed id or reason"),
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
  404: errorContent("No such review, or it has no reply"),
  409: errorContent(conflict),
});

export const hideReplyRoute = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/reply/hide",
  tags: ["Content"],
  summary: "Hide the vendor's reply to a review, with a reason (admin)",
  request: { params, body: jsonBody(moderationReasonSchema) },
  responses: moderationResponses("The reply is hidden already"),
});

export const unhideReplyRoute = createRoute({
  method: "post",
  path: "/admin/reviews/{id}/reply/unhide",
  tags: ["Content"],
  summary: "Show a hidden reply again (admin)",
  request: { params },
  responses: moderationResponses("The reply is not hidden"),
});
