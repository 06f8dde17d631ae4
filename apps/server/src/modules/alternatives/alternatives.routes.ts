import {
  alternativesQuerySchema,
  alternativesResponseSchema,
  compareViewSchema,
} from "@app/shared/alternatives";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonContent } from "../../http/openapi-app.ts";

export const getAlternativesRoute = createRoute({
  method: "get",
  path: "/tools/{id}/alternatives",
  tags: ["Catalogue"],
  summary: "A published tool's alternatives: its category's tools, best match first",
  description:
    "Published tools of the tool's category (never itself), those that share one of its industries first, then those readers compared or saved together with it most, then by rating; at most 12. `lang`: the reader's language for the short texts. `oftenCompared` and `oftenSaved` say whether at least two readers did.",
  request: {
    params: z.object({ id: z.string().min(1).max(200) }),
    query: alternativesQuerySchema,
  },
  responses: {
    200: jsonContent("The tool and its alternatives", alternativesResponseSchema),
    400: errorContent("An unknown language"),
    404: errorContent("No such tool"),
  },
});

export const recordCompareViewRoute = createRoute({
  method: "post",
  path: "/compare/views",
  tags: ["Catalogue"],
  summary: "Record that a reader compared these tools (what alternatives are ranked by)",
  description:
    "Each pair of the published tools named is counted once per reader's address a day; repeats, unknown and hidden tools change nothing. An address may record a limited number of comparisons a day.",
  request: {
    body: { required: true, content: { "application/json": { schema: compareViewSchema } } },
  },
  responses: {
    202: { description: "Taken" },
    400: errorContent("Fewer than two ids, more than four, or a malformed one"),
    429: errorContent("Too many comparisons from this address"),
  },
});
