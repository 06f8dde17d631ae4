import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { lazyPart } from "@/lib/lazy-part";
import { useTranslation } from "@/lib/use-translation";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { SearchBox } from "./search-box";

/**
 * The desktop's panel, a chunk of its own (hidden on a phone, whose filters are in the sheet):
 * the server's HTML shows it, and it hydrates when its code arrives (ADR 30's lazy parts).
 */
const DesktopFilterPanel = lazyPart(
  () => import("./desktop-filter-panel").then((module) => module.DesktopFilterPanel),
  { takesInput: true },
);

/**
 * The phone's bar (its Filters button, the sheet's loader and the sort) is one too, hidden from
 * md up: neither layout's controls are in the page's first script.
 */
const PhoneFilterBar = lazyPart(
  () => import("./phone-filter-bar").then((module) => module.PhoneFilterBar),
  // Rendered in the browser, the bar's height is held until its code arrives: the results below
  // it do not move.
  { takesInput: true, fallback: <div className="h-10 md:hidden" /> },
);

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
      <DesktopFilterPanel filters={filters} facets={facets} onChange={onChange} onReset={onReset} />
    </search>
  );
}
