import type { Language } from "@app/shared/i18n";
import { Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { trackEvent } from "@/features/analytics/api/track-event";
import { useTrackEventOnce } from "@/features/analytics/hooks/use-track-event-once";
import { CompareTraySlot } from "@/features/compare/components/compare-tray-slot";
import { lazyPart } from "@/lib/lazy-part";
import { useTranslation } from "@/lib/use-translation";
import { useTools } from "../api/get-tools";
import { useMarketplaceFilters } from "../hooks/use-marketplace-filters";
import { activeFilters, clearFilter } from "../lib/active-filters";
import { toToolListQuery } from "../lib/marketplace-params";
import { MarketplaceFilters } from "./marketplace-filters";
import { Pagination } from "./pagination";
import { ToolResults } from "./tool-results";

/** The active filters' chips (a phone's), a chunk of their own: most visits set none. */
const ActiveFilterChips = lazyPart(
  () => import("./active-filter-chips").then((module) => module.ActiveFilterChips),
  { takesInput: true },
);

export function MarketplacePage() {
  const { t, i18n } = useTranslation();
  const { filters, update, reset } = useMarketplaceFilters();
  const tools = useTools(toToolListQuery(filters, i18n.language as Language));
  const resultsRef = useRef<HTMLDivElement>(null);
  // Stable while the filters are: the chips' part (behind memo) keeps its server HTML until its
  // code arrives however often the page renders meanwhile.
  const chips = useMemo(() => activeFilters(filters), [filters]);
  const removeChip = useCallback(
    (key: Parameters<typeof clearFilter>[0]) => update(clearFilter(key)),
    [update],
  );
  const fresh = tools.data && !tools.isPlaceholderData ? tools.data : undefined;

  useTrackEventOnce("marketplace", () => ({
    type: "page_view",
    data: { page: "marketplace", path: "/marketplace" },
  }));

  // One search event per query, once its results have arrived.
  const searched = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!fresh || !filters.q || searched.current === filters.q) return;
    searched.current = filters.q;
    trackEvent({ type: "search", data: { query: filters.q, results_count: fresh.total } });
  }, [fresh, filters.q]);

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  const pageCount = tools.data ? Math.ceil(tools.data.total / tools.data.pageSize) : 0;

  return (
    // On a phone the heading, search, Filters button and sort take the first third of the
    // screen, so the first card is whole on it.
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 sm:px-6 md:gap-8 md:py-10 lg:px-8">
      <header className="grid gap-2 text-center">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-4xl">
          {t("marketplace.title")}
        </h1>
        <p className="mx-auto hidden max-w-2xl text-slate-600 md:block">
          {t("marketplace.subtitle")}
        </p>
      </header>
      {/* The filters, the card groups and the pagination are hydration boundaries of their own. */}
      <Suspense>
        <MarketplaceFilters
          filters={filters}
          facets={tools.data?.facets}
          onChange={update}
          onReset={reset}
        />
      </Suspense>
      <div ref={resultsRef} className="grid scroll-mt-24 gap-3 md:gap-6">
        {chips.length > 0 ? (
          <ActiveFilterChips
            filters={filters}
            chips={chips}
            onRemove={removeChip}
            className="md:hidden"
          />
        ) : null}
        <p aria-live="polite" className="min-h-5 text-slate-600 text-sm">
          {fresh ? t("marketplace.resultCount", { count: fresh.total }) : null}
        </p>
        <ToolResults
          data={tools.data}
          isPending={tools.isPending}
          isError={tools.isError}
          isUpdating={tools.isPlaceholderData && tools.isFetching}
          onRetry={() => void tools.refetch()}
        />
        <Suspense>
          <Pagination page={filters.page} pageCount={pageCount} onPageChange={goToPage} />
        </Suspense>
      </div>
      <CompareTraySlot />
    </div>
  );
}
