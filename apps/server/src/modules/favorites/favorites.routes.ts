import { favoriteSchema } from "@app/shared/catalog-schemas";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent } from "../../http/openapi-app.ts";

const params = z.object({ toolId: z.uuid() });

export const listFavoriteIdsRoute = createRoute({
  method: "get",
  path: "/me/favorites/ids",
  tags: ["Favourites"],
  summary: "Ids of the tools I saved",
  responses: {
    200: {
      description: "Ids, newest first",
      content: { "application/json": { schema: z.object({ ids: z.array(z.uuid()) }) } },
    },
    401: errorContent("Not signed in"),
  },
});

export const listFavoritesRoute = createRoute({
  method: "get",
  path: "/me/favorites",
  tags: ["Favourites"],
  summary: "My saved tools with the date saved, newest first",
  responses: {
    200: {
      description: "Saved tools",
      content: { "application/json": { schema: z.object({ items: z.array(favoriteSchema) }) } },
    },
    401: errorContent("Not signed in"),
  },
});

export const addFavoriteRoute = createRoute({
  method: "put",
  path: "/me/favorites/{toolId}",
  tags: ["Favourites"],
  summary: "Save a tool (idempotent)",
  request: { params },
  responses: {
    204: { description: "Saved" },
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
    404: errorContent("No such tool"),
  },
});

export const removeFavoriteRoute = createRoute({
  method: "delete",
  path: "/me/favorites/{toolId}",
  tags: ["Favourites"],
  summary: "Unsave a tool (idempotent)",
  request: { params },
  responses: {
    204: { description: "Not saved any more" },
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
  },
});
