import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { user } from "../schema/auth.ts";
import { solutionsCatalog, toolRatings } from "../schema/catalog.ts";
import { exchangeRates } from "../schema/pricing.ts";
import { seedDemoAvailability } from "./demo-availability.ts";
import { demoPricing } from "./demo-price-plans.ts";
import { demoRegionalFacts } from "./demo-regional-facts.ts";
import { DEMO_REVIEWERS, DEMO_REVIEWS } from "./demo-reviews.ts";
import { DEMO_TOOLS } from "./demo-tools.ts";
import { demoToolTranslations } from "./demo-tools-i18n/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The rupee's rate for the demo (the migration sets only the dirham's and riyal's pegs), set by
 * the seed (no one), so INR plans convert and compare; an admin's later rate replaces it.
 */
export const DEMO_INR_RATE = { currency: "INR", unitsPerUsd: 88.2, effectiveOn: "2026-11-01" };

/**
 * The demo catalogue and its reviewers, once: on a database whose catalogue is empty; and the
 * offices' demo hours wherever none are set.
 * Reviewer accounts have no password (nobody can sign in as them); the tools' averages and counts
 * come from their ratings through the database trigger, like any other rating.
 */
export async function seedDemoData(db: Db): Promise<"seeded" | "skipped"> {
  return db.transaction(async (tx) => {
    // Two processes starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7314002)`);
    await seedDemoAvailability(tx);
    await tx.insert(exchangeRates).values(DEMO_INR_RATE).onConflictDoNothing();
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(solutionsCatalog);
    if ((existing?.n ?? 0) > 0) return "skipped";

    const tools = await tx
      .insert(solutionsCatalog)
      .values(
        DEMO_TOOLS.map(({ vendorName: _vendor, createdDaysAgo, ...tool }) => ({
          ...tool,
          ...demoPricing(tool.slug),
          translations: demoToolTranslations(tool.slug),
          regionalFacts: demoRegionalFacts(tool.slug, tool.websiteUrl, daysAgo(createdDaysAgo)),
          createdAt: daysAgo(createdDaysAgo),
          updatedAt: daysAgo(createdDaysAgo),
        })),
      )
      .returning({ id: solutionsCatalog.id, slug: solutionsCatalog.slug });
    const toolIds = new Map(tools.map((t) => [t.slug, t.id]));

    const reviewers = await tx
      .insert(user)
      .values(
        DEMO_REVIEWERS.map((r) => ({
          id: randomUUID(),
          name: r.name,
          email: r.email,
          emailVerified: true,
          role: "business",
          createdAt: daysAgo(720),
          updatedAt: daysAgo(720),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: user.id, email: user.email });
    const reviewerIds = new Map(reviewers.map((r) => [r.email, r.id]));

    const ratings = DEMO_REVIEWS.flatMap((r) => {
      const solutionId = toolIds.get(r.toolSlug);
      const userId = reviewerIds.get(r.reviewerEmail);
      if (!solutionId || !userId) return [];
      const at = daysAgo(r.daysAgo);
      return [
        { solutionId, userId, rating: r.rating, review: r.review, createdAt: at, updatedAt: at },
      ];
    });
    if (ratings.length) await tx.insert(toolRatings).values(ratings);
    return "seeded";
  });
}
