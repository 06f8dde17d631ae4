import type { Tool } from "@app/shared/catalog-schemas";
import { planOffers } from "./plan-offers.ts";

/** An absolute http(s) URL, or undefined (a logo may be missing or a relative path). */
export function absoluteImage(logo: string | null): string | undefined {
  return logo && /^https?:\/\//i.test(logo) ? logo : undefined;
}

/**
 * schema.org SoftwareApplication for a tool page, its offers from its price plans. The rating is
 * the mean of the tool's ratings (kept by the database from tool_ratings, to one decimal like the
 * page shows it); a tool nobody has rated has no AggregateRating.
 */
export function toolJsonLd(tool: Tool, url: string) {
  const image = absoluteImage(tool.logo);
  const offers = planOffers(tool);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: tool.name,
    description: tool.shortDesc,
    applicationCategory: tool.category,
    url,
    ...(image ? { image } : {}),
    ...(offers.length > 0 ? { offers } : {}),
    ...(tool.reviewsCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: tool.rating,
            ratingCount: tool.reviewsCount,
            reviewCount: tool.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
