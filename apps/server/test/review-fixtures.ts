import { expect } from "vitest";
import type { Browser } from "./accounts.ts";

/** Rates and reviews a tool as `browser`; returns the review's id. */
export async function reviewTool(
  browser: Browser,
  toolId: string,
  rating: number,
  review: string | null = null,
): Promise<string> {
  const res = await browser.send("PUT", `/api/tools/${toolId}/ratings/mine`, { rating, review });
  expect(res.status).toBe(200);
  return res.body.rating.id as string;
}

/** Answers "Was this review helpful?" as `browser` (null: takes the answer back). */
export function vote(browser: Browser, reviewId: string, helpful: boolean | null) {
  return helpful === null
    ? browser.send("DELETE", `/api/reviews/${reviewId}/vote`)
    : browser.send("PUT", `/api/reviews/${reviewId}/vote`, { helpful });
}

/** The tool's reviews as a visitor sees them, in the given order. */
export async function listed(browser: Browser, toolId: string, query = "") {
  const res = await browser.get(`/api/tools/${toolId}/reviews${query}`);
  expect(res.status).toBe(200);
  return res.body.items as {
    id: string;
    rating: number;
    review: string | null;
    helpfulCount: number;
    notHelpfulCount: number;
    verified: boolean;
  }[];
}
