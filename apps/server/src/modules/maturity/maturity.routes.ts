import {
  MATURITY_LIMITS,
  maturityHistorySchema,
  maturityInputSchema,
  maturityResultSchema,
  maturitySavedSchema,
} from "@app/shared/maturity";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonBody, jsonContent } from "../../http/openapi-app.ts";

const invalidAnswers = errorContent(
  "A question unanswered, an answer outside 0-3, an unknown question or field, or an unknown industry",
);

export const maturityResultRoute = createRoute({
  method: "post",
  path: "/maturity/results",
  tags: ["Maturity"],
  summary:
    "Score a digital maturity self-assessment (anyone): the scores per area and overall, the weakest areas, and published tools for them, the visitor's industry first",
  description:
    "Scored by the server from the answers (what the client computed is never trusted). Nothing is stored.",
  request: { body: jsonBody(maturityInputSchema) },
  responses: {
    200: jsonContent("The scores, the weak areas and the recommended tools", maturityResultSchema),
    400: invalidAnswers,
    413: errorContent("Body too large"),
    429: errorContent("Too many requests from this address"),
  },
});

const idempotencyHeaders = z.object({
  "idempotency-key": z.string().optional().openapi({
    description: "One key per save attempt; a retry with the same key returns the first save.",
  }),
});

export const saveMaturityRoute = createRoute({
  method: "post",
  path: "/me/maturity-assessments",
  tags: ["Maturity"],
  summary:
    "Save a self-assessment to my account (scored by the server), with my previous one for the change",
  request: { headers: idempotencyHeaders, body: jsonBody(maturityInputSchema) },
  responses: {
    201: jsonContent(
      "Saved; `previous` is my newest assessment before it, or null",
      maturitySavedSchema,
    ),
    200: jsonContent(
      "Already saved under this Idempotency-Key: the first save",
      maturitySavedSchema,
    ),
    400: errorContent(
      "A question unanswered, an answer outside 0-3, an unknown question, field or industry, or a malformed Idempotency-Key",
    ),
    401: errorContent("Not signed in"),
    422: errorContent("This Idempotency-Key was used for different answers"),
  },
});

export const listMaturityRoute = createRoute({
  method: "get",
  path: "/me/maturity-assessments",
  tags: ["Maturity"],
  summary:
    "My saved self-assessments (and those sent with my consultation requests while signed in), newest first",
  responses: {
    200: jsonContent(`At most the newest ${MATURITY_LIMITS.history}`, maturityHistorySchema),
    401: errorContent("Not signed in"),
  },
});
