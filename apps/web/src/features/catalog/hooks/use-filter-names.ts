import { FACT_FILTERS } from "@app/shared/fact-vocabulary";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import type { MarketplaceFilters } from "../lib/marketplace-params";
import "../no-results-texts";
import { useCatalogLabels } from "./use-catalog-labels";

/**
 * The filters that narrow the list (the search text, sort and page aside), each named as the
 * reader chose it ("Category: Customer Service", "Verified only"), in the filters' order.
 */
export function useFilterNames() {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const facts = useFactLabels();
  const format = useFormatters();
  const named = (label: string, value: string) => t("noResults.named", { label, value });
  return (filters: MarketplaceFilters): string[] => {
    const names: string[] = [];
    if (filters.category)
      names.push(named(t("marketplace.filters.category"), labels.category(filters.category)));
    if (filters.industry)
      names.push(named(t("marketplace.filters.industry"), labels.industry(filters.industry)));
    if (filters.pricingModel) {
      names.push(
        named(t("marketplace.filters.pricing"), labels.pricingModel(filters.pricingModel)),
      );
    }
    if (filters.minRating !== undefined) {
      names.push(
        t("marketplace.filters.ratingAtLeast", { rating: format.number(filters.minRating) }),
      );
    }
    if (filters.verified) names.push(t("marketplace.filters.verifiedOnly"));
    if (filters.featured) names.push(t("marketplace.filters.featuredOnly"));
    for (const dimension of ["hosting", "compliance", "dialect"] as const) {
      const value = filters[dimension];
      if (!value) continue;
      const { kind } = FACT_FILTERS[dimension];
      names.push(named(t(`regionalFacts.filters.${dimension}`), facts.value(kind, value)));
    }
    if (filters.hindi) names.push(t("regionalFacts.filters.hindi"));
    if (filters.freeTier) names.push(t("regionalFacts.filters.freeTier"));
    if (filters.freeTrial) names.push(t("regionalFacts.filters.freeTrial"));
    if (filters.priceMax !== undefined) {
      const price = format.price(filters.priceMax, filters.currency ?? "USD");
      names.push(named(t("regionalFacts.filters.priceMax"), price));
    }
    return names;
  };
}
