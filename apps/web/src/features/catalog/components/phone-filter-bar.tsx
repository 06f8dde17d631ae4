import type { Language } from "@app/shared/i18n";
import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useTools } from "../api/get-tools";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { activeFilters, withoutFilters } from "../lib/active-filters";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { toToolListQuery } from "../lib/marketplace-params";
import { SEARCH_DEBOUNCE_MS } from "./search-box";
import { SortSelect } from "./sort-select";

/** The sheet (its dialog, fields and texts) loads when the reader first reaches for it. */
const loadSheet = () => import("./filter-sheet");
const FilterSheet = lazy(() => loadSheet().then((module) => ({ default: module.FilterSheet })));

interface PhoneFilterBarProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/**
 * Below md: one Filters button, saying how many are on, and the sort beside it. The sheet's
 * choices stay a draft until applied; its button counts them with the list's own query, asked
 * once choosing pauses.
 */
export function PhoneFilterBar({ filters, onChange }: PhoneFilterBarProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const [draft, setDraft] = useState<Filters | undefined>(undefined);
  const counted = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const count = useTools(
    toToolListQuery({ ...(counted ?? filters), page: 1 }, i18n.language as Language),
    { enabled: counted !== undefined },
  );
  const active = activeFilters(filters).length;

  const choose = (choice: Partial<Filters>) =>
    setDraft((current) => current && { ...current, ...choice });
  const apply = () => {
    if (!draft) return;
    const { q: _q, sort: _sort, page: _page, ...chosen } = draft;
    onChange(chosen);
    setDraft(undefined);
  };

  return (
    <div className="grid grid-cols-2 gap-2 md:hidden">
      <Button
        type="button"
        variant="outline"
        className="h-10"
        aria-haspopup="dialog"
        aria-expanded={draft !== undefined}
        data-testid="open-filters"
        onPointerDown={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setDraft(filters)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t("marketplace.filters.open")}
        {/* Part of the button's name: "Filters 2". */}
        {active > 0 ? (
          <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-white text-xs leading-5">
            {format.number(active)}
          </span>
        ) : null}
      </Button>
      <SortSelect sort={filters.sort} onChange={onChange} hideLabel />
      {draft ? (
        <Suspense fallback={null}>
          <FilterSheet
            draft={draft}
            facets={count.data?.facets}
            onChoose={choose}
            total={count.data?.total}
            counting={counted !== draft || count.isPlaceholderData}
            empty={activeFilters(draft).length === 0}
            onClear={() => setDraft(withoutFilters(draft))}
            onApply={apply}
            onClose={() => setDraft(undefined)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
