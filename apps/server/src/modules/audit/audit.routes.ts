import { auditFacetsSchema, auditListQuerySchema, auditListSchema } from "@app/shared/audit";
import { createRoute } from "@hono/zod-openapi";
import { errorContent } from "../../http/openapi-app.ts";

const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
};

export const listAuditRoute = createRoute({
  method: "get",
  path: "/admin/audit",
  tags: ["Audit"],
  summary:
    "Audit rows newest first, filtered by actor, action and time, keyset paged, each with its record's name (admin)",
  request: { query: auditListQuerySchema },
  responses: {
    200: {
      description:
        "One page of the log and the cursor of the next; `record` names each row's record (null once it is deleted)",
      content: { "application/json": { schema: auditListSchema } },
    },
    400: errorContent("Invalid filter, time range or cursor"),
    ...adminErrors,
  },
});

export const auditFacetsRoute = createRoute({
  method: "get",
  path: "/admin/audit/facets",
  tags: ["Audit"],
  summary: "The actions and the accounts the log holds, for its filters (admin)",
  responses: {
    200: {
      description: "Action codes and actors",
      content: { "application/json": { schema: auditFacetsSchema } },
    },
    ...adminErrors,
  },
});
