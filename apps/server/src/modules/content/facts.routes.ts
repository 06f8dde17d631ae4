import { listingFactsSchema } from "@app/shared/listing-facts";
import { factVerificationSchema } from "@app/shared/regional-facts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonBody, jsonContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });
const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
};

export const listingFactsRoute = createRoute({
  method: "get",
  path: "/admin/listings/{id}/facts",
  tags: ["Content"],
  summary: "A listing's declared regional facts with their evidence and verification (admin)",
  request: { params },
  responses: {
    200: jsonContent("The declared facts", listingFactsSchema),
    400: errorContent("Malformed id"),
    ...adminErrors,
    404: errorContent("No such listing"),
  },
});

export const verifyFactRoute = createRoute({
  method: "put",
  path: "/admin/listings/{id}/facts/verification",
  tags: ["Content"],
  summary:
    "Mark one declared fact verified by the signed-in admin today, or not verified (admin); audited",
  request: { params, body: jsonBody(factVerificationSchema) },
  responses: {
    200: jsonContent("Changed; audit row written. The listing's facts", listingFactsSchema),
    400: errorContent("Malformed id or body"),
    ...adminErrors,
    404: errorContent("No such listing, or the listing does not declare that fact"),
  },
});
