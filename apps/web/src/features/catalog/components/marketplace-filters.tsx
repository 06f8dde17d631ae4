import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { Suspense, useState } from "react";
import { lazyPart } from "@/lib/lazy-part";
import { useTranslation } from "@/lib/use-translation";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { PhoneFilterBar } from "./phone-filter-bar";
import { SearchBox } from "./search-box";

/**
 * The desktop's panel, a chunk of its own (hidden on a phone, whose filters are in the sheet):
 * the server's HTML shows it, and it hydrates when its code arrives (ADR 30's lazy parts).
 */
const DesktopFilterPanel = lazyPart(() =>
  import("./desktop-filter-panel").then((module) => module.DesktopFilterPanel),
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
  const [panelLive, setPanelLive] = useState(false);
  return (
    <search className="grid gap-3 md:gap-4" aria-label={t("marketplace.filtersLabel")}>
      <SearchBox value={filters.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <PhoneFilterBar filters={filters} onChange={onChange} />
      {/* The panel's server HTML takes no click until its code has arrived: its controls stay
          disabled (looking as usual) until it has mounted, as the page's are until it hydrates. */}
      <fieldset
        role="presentation"
        className="contents"
        disabled={!panelLive}
        data-part-loading={panelLive ? undefined : ""}
      >
        <Suspense>
          <DesktopFilterPanel
            filters={filters}
            facets={facets}
            onChange={onChange}
            onReset={onReset}
            onLive={setPanelLive}
          />
        </Suspense>
      </fieldset>
    </search>
  );
}
