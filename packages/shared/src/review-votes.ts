import { z } from "zod";

/** PUT /api/reviews/{id}/vote: "Was this review helpful?" Yes (true) or No (false). */
export const reviewVoteInputSchema = z.strictObject({ helpful: z.boolean() });
export type ReviewVoteInput = z.infer<typeof reviewVoteInputSchema>;

/** The caller's vote after a PUT or DELETE (null: none) and the review's new counts. */
export const reviewVoteResultSchema = z.object({
  reviewId: z.uuid(),
  helpful: z.boolean().nullable(),
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
});
export type ReviewVoteResult = z.infer<typeof reviewVoteResultSchema>;

/** The signed-in user's votes on one tool's reviews. */
export const myReviewVotesSchema = z.object({
  votes: z.array(z.object({ reviewId: z.uuid(), helpful: z.boolean() })),
});
export type MyReviewVotes = z.infer<typeof myReviewVotesSchema>;
