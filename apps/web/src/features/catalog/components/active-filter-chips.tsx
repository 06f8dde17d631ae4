import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import "../filter-sheet-texts";
import { useFilterLabel } from "../hooks/use-filter-labels";
import type { ChipFilter } from "../lib/active-filters";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";

interface ActiveFilterChipsProps {
  filters: Filters;
  /** The filters set, in their order (lib/active-filters.ts). */
  chips: ChipFilter[];
  onRemove: (filter: ChipFilter) => void;
  className?: string;
}

/**
 * The filters that narrow the list, each a button that removes it. The focus moves to the chip
 * that takes the removed one's place (or the one before it), so a keyboard can clear them in turn.
 */
export function ActiveFilterChips({ filters, chips, onRemove, className }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const labelOf = useFilterLabel(filters);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    const index = focusAt.current;
    if (index === undefined || !list.current) return;
    focusAt.current = undefined;
    const buttons = list.current.querySelectorAll("button");
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  });

  if (chips.length === 0) return null;

  const remove = (key: ChipFilter, index: number) => {
    focusAt.current = index;
    onRemove(key);
  };

  return (
    <ul
      ref={list}
      className={cn("flex flex-wrap gap-2", className)}
      aria-label={t("filterSheet.active")}
    >
      {chips.map((key, index) => {
        const label = labelOf(key);
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => remove(key, index)}
              aria-label={t("filterSheet.remove", { filter: label })}
              className="flex min-h-9 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 ps-3 pe-2 text-brand-700 text-sm hover:bg-brand-100"
            >
              <bdi>{label}</bdi>
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
