import type { Category, Industry, PricingModel, ToolSort } from "@app/shared/catalog";
import {
  CATALOG_LIMITS,
  CATEGORIES,
  INDUSTRIES,
  PRICING_MODELS,
  TOOL_SORTS,
} from "@app/shared/catalog";
import type { ToolListQuery } from "@app/shared/catalog-schemas";
import { ARABIC_DIALECTS, FACT_KINDS } from "@app/shared/fact-vocabulary";
import type { Language } from "@app/shared/i18n";
import { CURRENCIES, type Currency, PRICE_LIMITS } from "@app/shared/price-vocabulary";

type Hosting = (typeof FACT_KINDS.hosting)[number];
type Compliance = (typeof FACT_KINDS.compliance)[number];
type Dialect = (typeof ARABIC_DIALECTS)[number];

/** Minimum-rating choices offered by the filter (stars and up). */
export const MIN_RATING_OPTIONS = [3, 4, 4.5] as const;

/** What the marketplace shows, as kept in the address bar. */
export interface MarketplaceFilters {
  q: string;
  category?: Category;
  industry?: Industry;
  pricingModel?: PricingModel;
  minRating?: number;
  featured: boolean;
  verified: boolean;
  freeTier: boolean;
  freeTrial: boolean;
  /** The most the lowest plan may cost a month, in `currency` (the reader's when typed). */
  priceMax?: number;
  currency?: Currency;
  hosting?: Hosting;
  compliance?: Compliance;
  dialect?: Dialect;
  hindi: boolean;
  sort: ToolSort;
  page: number;
}

export const DEFAULT_FILTERS: MarketplaceFilters = {
  q: "",
  featured: false,
  verified: false,
  freeTier: false,
  freeTrial: false,
  hindi: false,
  sort: "featured",
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

function positiveInt(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

function minRating(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw && MIN_RATING_OPTIONS.some((option) => option === value) ? value : undefined;
}

function priceMax(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 && value <= PRICE_LIMITS.amountMax
    ? value
    : undefined;
}

/** Reads the filters from the URL, dropping anything unknown or out of range. */
export function parseMarketplaceParams(params: URLSearchParams): MarketplaceFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, CATALOG_LIMITS.queryMaxLength),
    category: oneOf(CATEGORIES, params.get("category")),
    industry: oneOf(INDUSTRIES, params.get("industry")),
    pricingModel: oneOf(PRICING_MODELS, params.get("pricingModel")),
    minRating: minRating(params.get("minRating")),
    featured: params.get("featured") === "true",
    verified: params.get("verified") === "true",
    freeTier: params.get("freeTier") === "true",
    freeTrial: params.get("freeTrial") === "true",
    priceMax: priceMax(params.get("priceMax")),
    currency: oneOf(CURRENCIES, params.get("currency")),
    hosting: oneOf(FACT_KINDS.hosting, params.get("hosting")),
    compliance: oneOf(FACT_KINDS.compliance, params.get("compliance")),
    dialect: oneOf(ARABIC_DIALECTS, params.get("dialect")),
    hindi: params.get("hindi") === "true",
    sort: oneOf(TOOL_SORTS, params.get("sort")) ?? DEFAULT_FILTERS.sort,
    page: positiveInt(params.get("page")),
  };
}

/** The shortest URL for the filters: defaults are left out. */
export function toMarketplaceParams(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.industry) params.set("industry", filters.industry);
  if (filters.pricingModel) params.set("pricingModel", filters.pricingModel);
  if (filters.minRating !== undefined) params.set("minRating", String(filters.minRating));
  if (filters.featured) params.set("featured", "true");
  if (filters.verified) params.set("verified", "true");
  setPriceAndFacts(filters, params);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** The GET /api/tools query for the filters, searched in the page's language as well as English. */
export function toToolListQuery(filters: MarketplaceFilters, language: Language): ToolListQuery {
  const query: ToolListQuery = { sort: filters.sort, page: filters.page };
  if (language !== "en") query.lang = language;
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.industry) query.industry = filters.industry;
  if (filters.pricingModel) query.pricingModel = filters.pricingModel;
  if (filters.minRating !== undefined) query.minRating = filters.minRating;
  if (filters.featured) query.featured = "true";
  if (filters.verified) query.verified = "true";
  for (const [key, value] of setPriceAndFacts(filters, new URLSearchParams())) {
    (query as Record<string, string>)[key] = value;
  }
  return query;
}

/** The price and regional filters, as the URL and the list query both spell them. */
function setPriceAndFacts(filters: MarketplaceFilters, params: URLSearchParams) {
  if (filters.freeTier) params.set("freeTier", "true");
  if (filters.freeTrial) params.set("freeTrial", "true");
  if (filters.priceMax !== undefined) {
    params.set("priceMax", String(filters.priceMax));
    if (filters.currency) params.set("currency", filters.currency);
  }
  if (filters.hosting) params.set("hosting", filters.hosting);
  if (filters.compliance) params.set("compliance", filters.compliance);
  if (filters.dialect) params.set("dialect", filters.dialect);
  if (filters.hindi) params.set("hindi", "true");
  return params;
}

/** Serialises a list query in a stable key order, so equal queries give equal URLs. */
export function toolListQueryString(query: ToolListQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort() as (keyof ToolListQuery)[]) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

/** True when any filter narrows the list (sort and page do not). */
export function hasActiveFilters(filters: MarketplaceFilters): boolean {
  return Boolean(
    filters.q ||
      filters.category ||
      filters.industry ||
      filters.pricingModel ||
      filters.minRating !== undefined ||
      filters.featured ||
      filters.verified ||
      filters.freeTier ||
      filters.freeTrial ||
      filters.priceMax !== undefined ||
      filters.hosting ||
      filters.compliance ||
      filters.dialect ||
      filters.hindi,
  );
}
