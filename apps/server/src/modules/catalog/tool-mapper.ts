import type { Category, Industry, PricingModel } from "@app/shared/catalog";
import type { Tool } from "@app/shared/catalog-schemas";
import { getTableColumns } from "drizzle-orm";
import { solutionsCatalog } from "../../db/schema/catalog.ts";

type ToolRow = typeof solutionsCatalog.$inferSelect;

/** The columns a tool response needs (never the search document). */
export function toolColumns() {
  const { search: _search, ...columns } = getTableColumns(solutionsCatalog);
  return columns;
}

/** Average shown to one decimal (SPEC §9); sorting uses the exact value in the database. */
export function toTool(row: Omit<ToolRow, "search">): Tool {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as Category,
    shortDesc: row.shortDesc,
    longDescription: row.longDescription,
    logo: row.logo,
    pricing: row.pricing,
    pricingModel: row.pricingModel as PricingModel,
    featured: row.featured,
    verified: row.verified,
    builtByProvider: row.builtByProvider,
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewsCount: row.reviewsCount,
    industryTags: row.industryTags as Industry[],
    demoUrl: row.demoUrl,
    websiteUrl: row.websiteUrl,
    caseStudies: row.caseStudies,
    implementationTime: row.implementationTime,
    supportLevel: row.supportLevel,
    freeTrial: row.freeTrial,
    features: row.features,
    integrations: row.integrations,
    targetAudience: row.targetAudience,
    languagesSupported: row.languagesSupported,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
