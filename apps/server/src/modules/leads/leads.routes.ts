import { HOLD_LIMITS } from "@app/shared/consultation-slots";
import {
  consultationInputSchema,
  leadCreatedSchema,
  toolSubmissionInputSchema,
} from "@app/shared/leads";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent } from "../../http/openapi-app.ts";

const headers = z.object({
  "idempotency-key": z.string().optional().openapi({
    description:
      "One key per submission attempt; a retry with the same key returns the first result.",
  }),
});

const responses = {
  201: {
    description: "Stored; e-mails queued",
    content: { "application/json": { schema: leadCreatedSchema } },
  },
  200: {
    description: "Already stored under this Idempotency-Key",
    content: { "application/json": { schema: leadCreatedSchema } },
  },
  400: errorContent("Invalid field"),
  413: errorContent("Body too large"),
  429: errorContent(
    "Too many requests from this address (10 in 10 minutes, ROW_CAPS a day) or this account (ROW_CAPS a day, lower while its address is unconfirmed), or too many live holds; Retry-After",
  ),
};

export const createConsultationRoute = createRoute({
  method: "post",
  path: "/consultations",
  tags: ["Leads"],
  summary: `Ask for a free consultation. A picked slot is booked at once for a signed-in requester with a confirmed address (invite to the requester, notice to the team); for anyone else it is held for ${HOLD_LIMITS.holdMinutes} minutes and the requester gets a confirm link (the team hears of it once confirmed). At most ${HOLD_LIMITS.liveHoldsPerClient} live holds per client address (IPv6: per /64) and ${HOLD_LIMITS.liveHoldsPerMailbox} per mailbox: over either, 429 with Retry-After and nothing stored`,
  request: {
    headers,
    body: { required: true, content: { "application/json": { schema: consultationInputSchema } } },
  },
  responses: {
    ...responses,
    409: errorContent("The picked slot was just taken or is not offered"),
  },
});

export const createSubmissionRoute = createRoute({
  method: "post",
  path: "/tool-submissions",
  tags: ["Leads"],
  summary: "Submit an AI tool for review (anyone may; linked to the vendor account when signed in)",
  request: {
    headers,
    body: {
      required: true,
      content: { "application/json": { schema: toolSubmissionInputSchema } },
    },
  },
  responses,
});
