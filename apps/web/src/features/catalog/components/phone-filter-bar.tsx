import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { activeFilters } from "../lib/active-filters";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { SortSelect } from "./filter-fields";

/** The sheet, its selects and its texts load when the reader first reaches for it. */
const loadSheet = () => import("./filter-sheet");
const FilterSheet = lazy(() => loadSheet().then((module) => ({ default: module.FilterSheet })));

interface PhoneFilterBarProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** Below md: one Filters button, saying how many are on, and the sort beside it. */
export function PhoneFilterBar({ filters, onChange }: PhoneFilterBarProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const count = activeFilters(filters).length;

  const apply = ({ q: _q, sort: _sort, page: _page, ...chosen }: Filters) => {
    onChange(chosen);
    setOpen(false);
  };

  return (
    <div className="grid grid-cols-2 gap-2 md:hidden">
      <Button
        type="button"
        variant="outline"
        className="h-10"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="open-filters"
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t("marketplace.filters.open")}
        {count > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="min-w-5 rounded-full bg-brand-700 px-1.5 text-white text-xs leading-5"
            >
              {format.number(count)}
            </span>
            <span className="sr-only">{t("marketplace.filters.activeCount", { count })}</span>
          </>
        ) : null}
      </Button>
      <SortSelect sort={filters.sort} onChange={onChange} hideLabel />
      {open ? (
        <Suspense fallback={null}>
          <FilterSheet filters={filters} onApply={apply} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
