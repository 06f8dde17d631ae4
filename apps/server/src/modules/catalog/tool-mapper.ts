import type { Category, Industry, PricingModel } from "@app/shared/catalog";
import type { Tool, ToolSummary } from "@app/shared/catalog-schemas";
import { getTableColumns } from "drizzle-orm";
import { solutionsCatalog } from "../../db/schema/catalog.ts";

type ToolRow = typeof solutionsCatalog.$inferSelect;

/** The columns a tool response needs (never the search document). */
export function toolColumns() {
  const { search: _search, ...columns } = getTableColumns(solutionsCatalog);
  return columns;
}

const c = solutionsCatalog;

/** The columns a card needs (`ToolSummary`): the list reads no long text it does not send. */
export function summaryColumns() {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    category: c.category,
    shortDesc: c.shortDesc,
    logo: c.logo,
    pricing: c.pricing,
    pricingModel: c.pricingModel,
    featured: c.featured,
    verified: c.verified,
    builtByProvider: c.builtByProvider,
    rating: c.rating,
    reviewsCount: c.reviewsCount,
    industryTags: c.industryTags,
    demoUrl: c.demoUrl,
    websiteUrl: c.websiteUrl,
  };
}

type SummaryRow = Pick<ToolRow, keyof ReturnType<typeof summaryColumns>>;

/** A card's fields; the average shown to one decimal (SPEC §9), sorting uses the exact value. */
export function toToolSummary(row: SummaryRow): ToolSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as Category,
    shortDesc: row.shortDesc,
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
  };
}

/** Every field of a tool, as its detail page shows it. */
export function toTool(row: Omit<ToolRow, "search">): Tool {
  return {
    ...toToolSummary(row),
    longDescription: row.longDescription,
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
