import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { hasActiveFilters } from "../lib/marketplace-params";
import { CatalogFilterSelects, QualityToggles, SortSelect } from "./filter-fields";
import { PhoneFilterBar } from "./phone-filter-bar";
import { RegionalPriceFilters } from "./regional-price-filters";
import { SearchBox } from "./search-box";

interface MarketplaceFiltersProps {
  filters: Filters;
  facets: ToolListResponse["facets"] | undefined;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

/**
 * The search box, then on a phone one Filters button (its sheet) and the sort, so the results
 * start on the first screen; from md up every filter in the panel.
 */
export function MarketplaceFilters({
  filters,
  facets,
  onChange,
  onReset,
}: MarketplaceFiltersProps) {
  const { t } = useTranslation();
  return (
    <search className="grid gap-3 md:gap-4" aria-label={t("marketplace.filtersLabel")}>
      <SearchBox value={filters.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <PhoneFilterBar filters={filters} onChange={onChange} />
      <div className="hidden md:contents">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <CatalogFilterSelects filters={filters} facets={facets} onChange={onChange} />
          <SortSelect sort={filters.sort} onChange={onChange} />
        </div>
        <RegionalPriceFilters filters={filters} facets={facets} onChange={onChange} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <QualityToggles filters={filters} onChange={onChange} />
          {hasActiveFilters(filters) ? (
            <Button type="button" variant="ghost" size="sm" onClick={onReset} className="ms-auto">
              <RotateCcw aria-hidden="true" className="rtl:-scale-x-100" />
              {t("marketplace.filters.clear")}
            </Button>
          ) : null}
        </div>
      </div>
    </search>
  );
}
