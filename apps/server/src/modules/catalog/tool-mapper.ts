import type { Category, Industry, PricingModel } from "@app/shared/catalog";
import type { Tool, ToolSummary } from "@app/shared/catalog-schemas";
import type { TranslatedLanguage } from "@app/shared/i18n";
import type { Currency, PricePlan } from "@app/shared/price-plans";
import type { ListingFact, StoredFact } from "@app/shared/regional-facts";
import type { ImplementationTime, Support } from "@app/shared/vendor-facts";
import { getTableColumns } from "drizzle-orm";
import { solutionsCatalog, withoutSearchDocuments } from "../../db/schema/catalog.ts";
import { textsIn } from "./listing-texts.ts";

type ToolRow = typeof solutionsCatalog.$inferSelect;

/** The columns a tool response needs (never the search documents). */
export function toolColumns() {
  return withoutSearchDocuments(getTableColumns(solutionsCatalog));
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
    translations: c.translations,
    freeTier: c.freeTier,
    freeTrialDays: c.freeTrialDays,
    pricePlans: c.pricePlans,
    lowestMonthlyAmount: c.lowestMonthlyAmount,
    lowestMonthlyCurrency: c.lowestMonthlyCurrency,
  };
}

type SummaryRow = Pick<ToolRow, keyof ReturnType<typeof summaryColumns>>;

/**
 * A card's fields, its short text in the reader's language where the listing has it; the average
 * shown to one decimal (SPEC §9), sorting uses the exact value.
 */
export function toToolSummary(row: SummaryRow, lang?: TranslatedLanguage): ToolSummary {
  const texts = textsIn({ shortDesc: row.shortDesc }, row.translations, lang);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as Category,
    shortDesc: texts.shortDesc,
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
    translated: texts.translated,
    freeTier: row.freeTier,
    freeTrialDays: row.freeTrialDays,
    pricePlans: row.pricePlans as PricePlan[],
    lowestMonthly:
      row.lowestMonthlyAmount === null || row.lowestMonthlyCurrency === null
        ? null
        : {
            amount: Number(row.lowestMonthlyAmount),
            currency: row.lowestMonthlyCurrency as Currency,
          },
  };
}

/** Every field of a tool, as its detail page shows it, its texts in the reader's language. */
export function toTool(
  row: Omit<ToolRow, "search" | "searchAr" | "searchHi">,
  lang?: TranslatedLanguage,
): Tool {
  const texts = textsIn(
    {
      shortDesc: row.shortDesc,
      longDescription: row.longDescription,
      features: row.features,
      caseStudies: row.caseStudies,
      targetAudience: row.targetAudience,
    },
    row.translations,
    lang,
  );
  return {
    ...toToolSummary(row),
    ...texts,
    // Written through implementationTimeSchema and supportSchema (vendor-facts.ts).
    implementationTime: row.implementationTime as ImplementationTime | null,
    support: row.support as Support | null,
    freeTrial: row.freeTrial,
    integrations: row.integrations,
    languagesSupported: row.languagesSupported,
    pricePlans: row.pricePlans as PricePlan[],
    regionalFacts: publicFacts(row.regionalFacts as StoredFact[]),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A listing's facts as readers see them: who verified one stays on the server. */
export function publicFacts(facts: readonly StoredFact[]): ListingFact[] {
  return facts.map(({ verifiedBy: _by, ...fact }) => fact);
}
