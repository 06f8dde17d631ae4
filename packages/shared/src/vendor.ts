import { z } from "zod";

/** How far back the vendor dashboard's "last 30 days" figures reach: the one definition. */
export const VENDOR_STATS_RECENT_DAYS = 30;

/** A count over the last {@link VENDOR_STATS_RECENT_DAYS} days and over all time. */
const periodCount = z.object({
  last30Days: z.number().int(),
  allTime: z.number().int(),
});

/** GET /api/vendor/stats: the signed-in vendor's listings, counted in SQL. */
export const vendorStatsSchema = z.object({
  /** Published listings owned by the vendor. */
  toolsListed: z.number().int(),
  /** tool_view events on the vendor's listings. */
  views: periodCount,
  /** Favourites of the vendor's listings, by when they were saved. */
  saves: periodCount,
  /** Mean of every rating of the vendor's listings (the catalogue's kept aggregates); null before the first. */
  averageRating: z.number().nullable(),
  ratingsCount: z.number().int(),
});
export type VendorStats = z.infer<typeof vendorStatsSchema>;
