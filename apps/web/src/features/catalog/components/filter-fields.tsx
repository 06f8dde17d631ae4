import type { Category, Industry, PricingModel } from "@app/shared/catalog";
import { CATEGORIES, INDUSTRIES, PRICING_MODELS } from "@app/shared/catalog";
import type { ToolListResponse } from "@app/shared/catalog-schemas";
import type { SelectOption } from "@/components/form/select-field";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { MIN_RATING_OPTIONS } from "../lib/marketplace-params";
import { FilterSelect } from "./filter-select";
import { FilterToggle } from "./filter-toggle";

type Facets = ToolListResponse["facets"];

export interface FilterFieldsProps {
  filters: Filters;
  facets: Facets | undefined;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
}

/** Facet values in vocabulary order with their counts; the current choice is always offered. */
function facetOptions<T extends string>(
  vocabulary: readonly T[],
  facet: Facets["category"] | undefined,
  selected: T | undefined,
  label: (value: T) => string,
  count: (value: number) => string,
): SelectOption[] {
  const counts = new Map(facet?.map((entry) => [entry.value, entry.count]));
  return vocabulary
    .filter((value) => counts.has(value) || value === selected)
    .map((value) => ({ value, label: `${label(value)} (${count(counts.get(value) ?? 0)})` }));
}

/** Category, industry, pricing model and rating: the desktop panel's row and the phone's sheet. */
export function CatalogFilterSelects({ filters, facets, onChange }: FilterFieldsProps) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  return (
    <>
      <FilterSelect
        label={t("marketplace.filters.category")}
        allLabel={t("marketplace.filters.allCategories")}
        value={filters.category}
        options={facetOptions(
          CATEGORIES,
          facets?.category,
          filters.category,
          labels.category,
          format.number,
        )}
        onChange={(value) => onChange({ category: value as Category | undefined })}
      />
      <FilterSelect
        label={t("marketplace.filters.industry")}
        allLabel={t("marketplace.filters.allIndustries")}
        value={filters.industry}
        options={facetOptions(
          INDUSTRIES,
          facets?.industry,
          filters.industry,
          labels.industry,
          format.number,
        )}
        onChange={(value) => onChange({ industry: value as Industry | undefined })}
      />
      <FilterSelect
        label={t("marketplace.filters.pricing")}
        allLabel={t("marketplace.filters.allPricing")}
        value={filters.pricingModel}
        options={PRICING_MODELS.map((value) => ({ value, label: labels.pricingModel(value) }))}
        onChange={(value) => onChange({ pricingModel: value as PricingModel | undefined })}
      />
      <FilterSelect
        label={t("marketplace.filters.minRating")}
        allLabel={t("marketplace.filters.anyRating")}
        value={filters.minRating?.toString()}
        options={MIN_RATING_OPTIONS.map((value) => ({
          value: String(value),
          label: t("marketplace.filters.ratingAtLeast", { rating: format.number(value) }),
        }))}
        onChange={(value) => onChange({ minRating: value ? Number(value) : undefined })}
      />
    </>
  );
}

/** Verified and featured listings only. */
export function QualityToggles({ filters, onChange }: Omit<FilterFieldsProps, "facets">) {
  const { t } = useTranslation();
  return (
    <>
      <FilterToggle
        label={t("marketplace.filters.verifiedOnly")}
        checked={filters.verified}
        onChange={(verified) => onChange({ verified })}
      />
      <FilterToggle
        label={t("marketplace.filters.featuredOnly")}
        checked={filters.featured}
        onChange={(featured) => onChange({ featured })}
      />
    </>
  );
}
