import {
  myReviewVotesSchema,
  reviewVoteInputSchema,
  reviewVoteResultSchema,
} from "@app/shared/review-votes";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });
const voteResult = {
  description: "My vote now (null: none) and the review's new Yes and No counts",
  content: { "application/json": { schema: reviewVoteResultSchema } },
};
const voteErrors = {
  400: errorContent("Malformed id or body"),
  401: errorContent("Not signed in"),
  403: errorContent(
    "OWN_REVIEW: it is the caller's own review; EMAIL_NOT_VERIFIED: the account's e-mail address is not confirmed yet",
  ),
  404: errorContent("No such review, or it is hidden (or its tool is)"),
};

export const putReviewVoteRoute = createRoute({
  method: "put",
  path: "/reviews/{id}/vote",
  tags: ["Reviews"],
  summary: 'Answer "Was this review helpful?" Yes or No: one vote per user and review',
  description:
    "Idempotent: the same answer again changes nothing; the other answer replaces it. Not on one's own review (403 OWN_REVIEW), nor on a hidden one (404). Needs a confirmed e-mail address.",
  request: {
    params,
    body: { required: true, content: { "application/json": { schema: reviewVoteInputSchema } } },
  },
  responses: { 200: voteResult, ...voteErrors },
});

export const deleteReviewVoteRoute = createRoute({
  method: "delete",
  path: "/reviews/{id}/vote",
  tags: ["Reviews"],
  summary: "Take back my helpful vote on a review (idempotent: none is fine too)",
  request: { params },
  responses: {
    200: voteResult,
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
    404: errorContent("No such review, or it is hidden (or its tool is)"),
  },
});

export const myReviewVotesRoute = createRoute({
  method: "get",
  path: "/tools/{id}/review-votes/mine",
  tags: ["Reviews"],
  summary: "My helpful votes on a tool's reviews (the list itself is the same for everyone)",
  request: { params },
  responses: {
    200: {
      description: "Each review I voted on, and how",
      content: { "application/json": { schema: myReviewVotesSchema } },
    },
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
    404: errorContent("No such tool"),
  },
});
