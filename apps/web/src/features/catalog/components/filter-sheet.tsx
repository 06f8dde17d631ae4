import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/use-translation";
import "../filter-sheet-texts";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { CatalogFilterSelects, QualityToggles } from "./filter-fields";
import { RegionalPriceFilters } from "./regional-price-filters";

/** A sheet from the bottom of the screen: the kit's dialog, full width, its body scrolling. */
const SHEET =
  "start-0 top-auto bottom-0 flex w-full max-w-none translate-y-0 flex-col gap-0 overflow-hidden rounded-none rounded-t-2xl p-0 max-h-[85dvh] ltr:translate-x-0 rtl:translate-x-0";

interface FilterSheetProps {
  /** The reader's choices, not applied yet. */
  draft: Filters;
  /** What choosing each value would give, for the choices so far. */
  facets: ToolListResponse["facets"] | undefined;
  onChoose: (choice: Partial<Filters>) => void;
  /** The tools the choices give; undefined until first counted. */
  total: number | undefined;
  /** True while the choices changed since the count on the button. */
  counting: boolean;
  /** Nothing chosen: "Clear all" has nothing to clear. */
  empty: boolean;
  onClear: () => void;
  onApply: () => void;
  onClose: () => void;
}

/**
 * The phone's filters, in the kit's dialog: its code and texts load when the reader first opens
 * it. The fields are the desktop panel's; the apply button says how many tools the choices give.
 */
export function FilterSheet({
  draft,
  facets,
  onChoose,
  total,
  counting,
  empty,
  onClear,
  onApply,
  onClose,
}: FilterSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={SHEET} aria-describedby={undefined}>
        <DialogTitle className="px-5 pt-5 pb-3">{t("filterSheet.title")}</DialogTitle>
        <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-5 pb-4">
          <div className="grid gap-3">
            <CatalogFilterSelects filters={draft} facets={facets} onChange={onChoose} />
          </div>
          <RegionalPriceFilters filters={draft} facets={facets} onChange={onChoose} />
          <div className="grid gap-2">
            <QualityToggles filters={draft} onChange={onChoose} />
          </div>
        </div>
        <div className="flex gap-2 border-slate-200 border-t p-4">
          <Button type="button" variant="outline" disabled={empty} onClick={onClear}>
            {t("filterSheet.clearAll")}
          </Button>
          <Button
            type="button"
            className="flex-1"
            aria-busy={counting}
            data-testid="apply-filters"
            data-count={total}
            onClick={onApply}
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
