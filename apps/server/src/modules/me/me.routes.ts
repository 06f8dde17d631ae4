import { profileSchema } from "@app/shared/auth-schemas";
import { ROLES } from "@app/shared/roles";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent } from "../../http/openapi-app.ts";

// Shared schemas may be built before @hono/zod-openapi extends zod, so no `.openapi()` on them here.
const profileResponse = z.object({ profile: profileSchema });

export const getMe = createRoute({
  method: "get",
  path: "/me",
  tags: ["Account"],
  summary: "The signed-in user's profile, or null for a visitor who is not signed in",
  responses: {
    200: {
      description: "Profile, or `{ profile: null }` when not signed in (a visitor is not an error)",
      content: {
        "application/json": { schema: z.object({ profile: profileSchema.nullable() }) },
      },
    },
  },
});

export const getDashboard = createRoute({
  method: "get",
  path: "/dashboards/{role}",
  tags: ["Account"],
  summary: "Open a role's dashboard (its own role, or any for an admin)",
  request: { params: z.object({ role: z.enum(ROLES) }) },
  responses: {
    200: { description: "Allowed", content: { "application/json": { schema: profileResponse } } },
    400: errorContent("Unknown role"),
    401: errorContent("Not signed in"),
    403: errorContent("Wrong role"),
  },
});
