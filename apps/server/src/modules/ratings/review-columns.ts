import type { ReviewSort } from "@app/shared/catalog";
import type { Review } from "@app/shared/catalog-schemas";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import { user } from "../../db/schema/auth.ts";
import { reviewReplies, toolRatings, userFavorites } from "../../db/schema/catalog.ts";
import { consultations } from "../../db/schema/leads.ts";

const r = toolRatings;

/**
 * The "verified" mark, worked out at each read for the rows of the page (two index probes per
 * review: user_favorites' unique key, consultations_user_created_idx): the reviewer's e-mail is
 * confirmed, and before the review was first written (its created_at; an edit keeps it) they saved
 * this tool or asked for a consultation while signed in. A consultation names no tool, so any of
 * theirs counts; one sent signed out is matched to no account (anyone may type any address).
 * Read live rather than stored: a favourite removed later takes the mark away with it.
 */
const verified = sql<boolean>`(${user.emailVerified} and (exists (
    select 1 from ${userFavorites}
    where ${userFavorites.userId} = ${r.userId} and ${userFavorites.solutionId} = ${r.solutionId}
      and ${userFavorites.createdAt} < ${r.createdAt}
  ) or exists (
    select 1 from ${consultations}
    where ${consultations.userId} = ${r.userId} and ${consultations.createdAt} < ${r.createdAt}
  )))`;

/** The vendor's reply unless hidden: one primary-key probe per review of the page. */
const reply = sql<{ body: string; createdAt: string; updatedAt: string } | null>`(
    select json_build_object('body', ${reviewReplies.body}, 'createdAt', ${reviewReplies.createdAt}, 'updatedAt', ${reviewReplies.updatedAt})
    from ${reviewReplies}
    where ${reviewReplies.ratingId} = ${r.id} and ${reviewReplies.hiddenAt} is null
  )`;

/** A review as the public sees it; every query selecting these joins `user` on the reviewer. */
export const reviewColumns = {
  id: r.id,
  rating: r.rating,
  review: r.review,
  reviewerName: user.name,
  helpfulCount: r.helpfulCount,
  notHelpfulCount: r.notHelpfulCount,
  verified,
  reply,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

interface ReviewRow extends Omit<Review, "createdAt" | "updatedAt"> {
  createdAt: Date;
  updatedAt: Date;
}

/** JSON's timestamps as PostgreSQL writes them, in the ISO form the rest of the API answers. */
const iso = (value: string) => new Date(value).toISOString();

export function toReview(row: ReviewRow): Review {
  const { reply } = row;
  return {
    ...row,
    reply: reply && { ...reply, createdAt: iso(reply.createdAt), updatedAt: iso(reply.updatedAt) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each order of a tool's reviews; ties go to the newer review, then the id, so pages are stable. */
export const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(r.createdAt), desc(r.id)],
  // Served by tool_ratings_solution_helpful_idx.
  helpful: [desc(r.helpfulCount), desc(r.createdAt), desc(r.id)],
  highest: [desc(r.rating), desc(r.createdAt), desc(r.id)],
  lowest: [asc(r.rating), desc(r.createdAt), desc(r.id)],
};
