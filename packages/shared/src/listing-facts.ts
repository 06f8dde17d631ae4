import { z } from "zod";
import { listingFactSchema } from "./regional-facts.ts";

/**
 * GET and PUT /api/admin/listings/{id}/facts…: a listing's declared facts with their
 * verification, as the admin's "Regional facts" dialog shows them.
 */
export const listingFactsSchema = z.object({ facts: z.array(listingFactSchema) });
export type ListingFacts = z.infer<typeof listingFactsSchema>;

/** The audit log's actions for a fact's verification (`before`/`after` hold that one fact). */
export const FACT_AUDIT_ACTIONS = {
  verify: "listing.fact-verify",
  unverify: "listing.fact-unverify",
} as const;
