import type { Category, Industry, PricingModel, ToolSort } from "@app/shared/catalog";
import { CATEGORIES, INDUSTRIES, PRICING_MODELS, TOOL_SORTS } from "@app/shared/catalog";
import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { RotateCcw } from "lucide-react";
import type { SelectOption } from "@/components/form/select-field";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { hasActiveFilters, MIN_RATING_OPTIONS } from "../lib/marketplace-params";
import { FilterSelect } from "./filter-select";
import { FilterToggle } from "./filter-toggle";
import { RegionalPriceFilters } from "./regional-price-filters";
import { SearchBox } from "./search-box";

type Facets = ToolListResponse["facets"];

interface MarketplaceFiltersProps {
  filters: Filters;
  facets: Facets | undefined;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
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

export function MarketplaceFilters({
  filters,
  facets,
  onChange,
  onReset,
}: MarketplaceFiltersProps) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const sortLabels: Record<ToolSort, string> = {
    featured: t("marketplace.sort.featured"),
    rating: t("marketplace.sort.rating"),
    newest: t("marketplace.sort.newest"),
    reviews: t("marketplace.sort.reviews"),
    name: t("marketplace.sort.name"),
    price: t("marketplace.sort.price"),
  };

  return (
    <search className="grid gap-4" aria-label={t("marketplace.filtersLabel")}>
      <SearchBox value={filters.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
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
        <FilterSelect
          label={t("marketplace.sort.label")}
          value={filters.sort}
          options={TOOL_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
          onChange={(value) => onChange({ sort: (value as ToolSort | undefined) ?? "featured" })}
        />
      </div>
      <RegionalPriceFilters filters={filters} facets={facets} onChange={onChange} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
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
        {hasActiveFilters(filters) ? (
          <Button type="button" variant="ghost" size="sm" onClick={onReset} className="ms-auto">
            <RotateCcw aria-hidden="true" className="rtl:-scale-x-100" />
            {t("marketplace.filters.clear")}
          </Button>
        ) : null}
      </div>
    </search>
  );
}
