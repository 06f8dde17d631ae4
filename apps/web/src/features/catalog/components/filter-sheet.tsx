import type { Language } from "@app/shared/i18n";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/use-translation";
import { useTools } from "../api/get-tools";
import "../filter-sheet-texts";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { activeFilters, withoutFilters } from "../lib/active-filters";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { toToolListQuery } from "../lib/marketplace-params";
import { CatalogFilterSelects, QualityToggles } from "./filter-fields";
import { RegionalPriceFilters } from "./regional-price-filters";
import { SEARCH_DEBOUNCE_MS } from "./search-box";

/** A sheet from the bottom of the screen: the kit's dialog, full width, its body scrolling. */
const SHEET =
  "start-0 top-auto bottom-0 flex w-full max-w-none translate-y-0 flex-col gap-0 overflow-hidden rounded-none rounded-t-2xl p-0 max-h-[85dvh] ltr:translate-x-0 rtl:translate-x-0";

interface FilterSheetProps {
  /** The filters in the URL, where the reader's choices start. */
  filters: Filters;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

/**
 * The phone's filters: the reader's choices stay here until applied, and the apply button says
 * how many tools they give (the list's own query, asked once choosing pauses).
 */
export function FilterSheet({ filters, onApply, onClose }: FilterSheetProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const counted = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const tools = useTools(toToolListQuery({ ...counted, page: 1 }, i18n.language as Language));
  const counting = counted !== draft || tools.isPlaceholderData;
  const total = tools.data?.total;
  const change = (choice: Partial<Filters>) => setDraft((current) => ({ ...current, ...choice }));

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={SHEET} aria-describedby={undefined}>
        <DialogTitle className="px-5 pt-5 pb-3">{t("filterSheet.title")}</DialogTitle>
        <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-5 pb-4">
          <div className="grid gap-3">
            <CatalogFilterSelects filters={draft} facets={tools.data?.facets} onChange={change} />
          </div>
          <RegionalPriceFilters filters={draft} facets={tools.data?.facets} onChange={change} />
          <div className="grid gap-2">
            <QualityToggles filters={draft} onChange={change} />
          </div>
        </div>
        <div className="flex gap-2 border-slate-200 border-t p-4">
          <Button
            type="button"
            variant="outline"
            disabled={activeFilters(draft).length === 0}
            onClick={() => setDraft(withoutFilters(draft))}
          >
            {t("filterSheet.clearAll")}
          </Button>
          <Button
            type="button"
            className="flex-1"
            aria-busy={counting}
            data-testid="apply-filters"
            data-count={total}
            onClick={() => onApply(draft)}
          >
            {total === undefined
              ? t("filterSheet.counting")
              : total === 0
                ? t("filterSheet.noMatch")
                : t("filterSheet.show", { count: total })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
