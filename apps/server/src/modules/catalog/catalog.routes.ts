import {
  reviewListQuerySchema,
  reviewSchema,
  toolListQuerySchema,
  toolListResponseSchema,
  toolQuerySchema,
  toolSchema,
} from "@app/shared/catalog-schemas";
import { compareQuerySchema, compareResponseSchema } from "@app/shared/compare";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonContent } from "../../http/openapi-app.ts";

export const toolParams = z.object({ id: z.string().min(1).max(200) });

export const listToolsRoute = createRoute({
  method: "get",
  path: "/tools",
  tags: ["Catalogue"],
  summary: "Search, filter, sort and page the published tools, with category and industry facets",
  request: { query: toolListQuerySchema },
  responses: {
    200: jsonContent("A page of tools", toolListResponseSchema),
    400: errorContent("Invalid query"),
  },
});

export const getToolRoute = createRoute({
  method: "get",
  path: "/tools/{id}",
  tags: ["Catalogue"],
  summary:
    "One published tool by id or slug, its texts in the reader's language (`lang`) where it has them",
  description:
    "Served (200 or 304) to a visitor, it counts the tool's view: once per visitor, tool and UTC day (the signed-in account, else a keyed hash of the client's network and user agent), at most `TOOL_VIEW_LIMITS` a day per account or network. Its page (`/tool/{id}`) counts the same way.",
  request: { params: toolParams, query: toolQuerySchema },
  responses: {
    200: jsonContent("The tool", z.object({ tool: toolSchema })),
    404: errorContent("No such tool"),
  },
});

export const listReviewsRoute = createRoute({
  method: "get",
  path: "/tools/{id}/reviews",
  tags: ["Reviews"],
  summary:
    "A tool's visible ratings and reviews with the reviewer's name, helpful counts and verified mark; `sort`: newest (default), helpful (most yes votes), highest or lowest rating",
  description:
    '`verified` is true when the reviewer\'s e-mail is confirmed and, before writing the review, they saved the tool as a favourite or asked for a consultation while signed in. `helpfulCount` and `notHelpfulCount` are the Yes and No answers to "Was this review helpful?".',
  request: { params: toolParams, query: reviewListQuerySchema },
  responses: {
    200: jsonContent(
      "A page of reviews",
      z.object({
        items: z.array(reviewSchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    ),
    400: errorContent("Invalid query"),
    404: errorContent("No such tool"),
  },
});

export const compareToolsRoute = createRoute({
  method: "get",
  path: "/compare",
  tags: ["Catalogue"],
  summary: "Two to four published tools side by side: every field of each, in the order asked",
  description:
    "`ids`: up to four ids or slugs, comma-separated (repeats dropped). Keys that match no published tool are listed in `missing`. `lang`: the reader's language; each tool's texts are given in it where the listing has them (its `translated` names which), in English otherwise.",
  request: { query: compareQuerySchema },
  responses: {
    200: jsonContent("The tools, in the order asked", compareResponseSchema),
    400: errorContent("No ids, more than four, a malformed one, or an unknown language"),
  },
});
