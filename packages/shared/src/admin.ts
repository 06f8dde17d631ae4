import { z } from "zod";

/** GET /api/admin/stats: the admin dashboard's stat cards, each counted in SQL. */
export const adminStatsSchema = z.object({
  /** Accounts of every role. */
  totalUsers: z.number().int(),
  /** Published catalogue listings (hidden ones are not listed). */
  toolsListed: z.number().int(),
  /** Consultation requests of every status. */
  consultations: z.number().int(),
  /** Tool submissions waiting for review. */
  pendingSubmissions: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
