import { z } from "zod";
import { REPLY_LIMITS } from "./catalog.ts";

/** PUT /api/reviews/{id}/reply: the listing's vendor's public reply, created or replaced. */
export const reviewReplyInputSchema = z.strictObject({
  body: z.string().trim().min(1).max(REPLY_LIMITS.bodyMax),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** A visible reply, as every reader sees it under the review. */
export const reviewReplySchema = z.object({
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** PUT's answer: the reply and whether this call created it. */
export const savedReplySchema = z.object({ reply: reviewReplySchema, created: z.boolean() });

/** A reply as the moderators see it (hidden ones too), and the answer to hiding or showing it. */
export const moderatedReplySchema = z.object({
  body: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type ModeratedReply = z.infer<typeof moderatedReplySchema>;
