import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { hasActiveFilters } from "../lib/marketplace-params";
import { CatalogFilterSelects, QualityToggles } from "./filter-fields";
import { RegionalPriceFilters } from "./regional-price-filters";
import { SortSelect } from "./sort-select";

interface DesktopFilterPanelProps {
  filters: Filters;
  facets: ToolListResponse["facets"] | undefined;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}

/** Every filter in view, from md up (its rows are the search landmark's own grid items). */
export function DesktopFilterPanel({
  filters,
  facets,
  onChange,
  onReset,
}: DesktopFilterPanelProps) {
  const { t } = useTranslation();
  return (
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
  );
}
