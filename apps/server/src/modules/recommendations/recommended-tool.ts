import type { Category } from "@app/shared/catalog";
import type { RecommendedTool } from "@app/shared/catalog-schemas";

/** The catalogue columns a recommended tool is shown with (dashboard and self-assessment). */
export interface RecommendedToolRow {
  id: string;
  name: string;
  category: Category;
  short_desc: string;
  pricing: string | null;
  logo: string | null;
  rating: string | number;
  reviews_count: number;
  verified: boolean;
  featured: boolean;
}

export function toRecommendedTool(row: RecommendedToolRow): RecommendedTool {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    shortDesc: row.short_desc,
    pricing: row.pricing,
    logo: row.logo,
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewsCount: row.reviews_count,
    verified: row.verified,
    featured: row.featured,
  };
}
