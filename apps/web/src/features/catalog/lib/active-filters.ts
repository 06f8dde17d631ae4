import type { MarketplaceFilters } from "./marketplace-params";

/** The filters a reader can set, in the order their chips show (the search has its own box). */
export const CHIP_FILTERS = [
  "category",
  "industry",
  "pricingModel",
  "minRating",
  "priceMax",
  "hosting",
  "compliance",
  "dialect",
  "hindi",
  "freeTier",
  "freeTrial",
  "verified",
  "featured",
] as const satisfies readonly (keyof MarketplaceFilters)[];

export type ChipFilter = (typeof CHIP_FILTERS)[number];

/** The filters that narrow the list now, one per chip (the price ceiling and its currency are one). */
export function activeFilters(filters: MarketplaceFilters): ChipFilter[] {
  return CHIP_FILTERS.filter((key) => filters[key] !== undefined && filters[key] !== false);
}

/** The change that removes one filter. */
export function clearFilter(key: ChipFilter): Partial<MarketplaceFilters> {
  if (key === "priceMax") return { priceMax: undefined, currency: undefined };
  return { [key]: SWITCHES.has(key) ? false : undefined };
}

/** The filters that are on or off (the others hold a value or none). */
const SWITCHES = new Set<ChipFilter>(["hindi", "freeTier", "freeTrial", "verified", "featured"]);

/** Every filter removed; the search and the sort stay. */
export function withoutFilters(filters: MarketplaceFilters): MarketplaceFilters {
  return Object.assign({ ...filters }, ...CHIP_FILTERS.map(clearFilter));
}
