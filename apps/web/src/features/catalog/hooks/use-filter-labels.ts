import { FACT_FILTERS } from "@app/shared/fact-vocabulary";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import type { ChipFilter } from "../lib/active-filters";
import type { MarketplaceFilters } from "../lib/marketplace-params";
import { useCatalogLabels } from "./use-catalog-labels";

/** What a set filter is called on its chip ("Saudi Arabia", "4+ stars", "Up to AED 20 a month"). */
export function useFilterLabel(filters: MarketplaceFilters) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const facts = useFactLabels();
  const format = useFormatters();
  const fact = (key: "hosting" | "compliance" | "dialect") =>
    facts.value(FACT_FILTERS[key].kind, filters[key] ?? "");

  return (key: ChipFilter): string => {
    switch (key) {
      case "category":
        return filters.category ? labels.category(filters.category) : "";
      case "industry":
        return filters.industry ? labels.industry(filters.industry) : "";
      case "pricingModel":
        return filters.pricingModel ? labels.pricingModel(filters.pricingModel) : "";
      case "minRating":
        return t("marketplace.filters.ratingAtLeast", {
          rating: format.number(filters.minRating ?? 0),
        });
      case "priceMax":
        return t("filterSheet.priceUpTo", {
          price: format.price(filters.priceMax ?? 0, filters.currency ?? "USD"),
        });
      case "hosting":
      case "compliance":
      case "dialect":
        return fact(key);
      case "hindi":
      case "freeTier":
      case "freeTrial":
        return t(`regionalFacts.filters.${key}`);
      case "verified":
        return t("marketplace.filters.verifiedOnly");
      case "featured":
        return t("marketplace.filters.featuredOnly");
    }
  };
}
