import { type ReactNode, useId } from "react";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { ColumnPager } from "./column-pager";
import { phoneFrame, phoneTable } from "./phone-table-classes";
import { type ColumnPages, PHONE_COLUMNS } from "./use-column-pages";

interface PagedTableProps {
  pages: ColumnPages;
  /** Where the pager's texts are: `position` ("Tools 1–2 of 3"), `previous` and `next`. */
  pagerTexts: "comparePage.pager" | "alternatives.table.pager";
  caption: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A table whose columns a phone shows two at a time (ADR 33): the pager above it, then the
 * table in a focusable scroll region (a keyboard can scroll it sideways; axe's
 * scrollable-region-focusable), relative so the visually hidden texts in its cells stay inside.
 */
export function PagedTable({ pages, pagerTexts, caption, children }: PagedTableProps) {
  const { t } = useTranslation();
  const tableId = useId();
  return (
    <>
      <ColumnPager
        pages={pages}
        controls={tableId}
        position={t(`${pagerTexts}.position`, {
          first: pages.first + 1,
          last: Math.min(pages.first + PHONE_COLUMNS, pages.count),
          count: pages.count,
        })}
        previousLabel={t(`${pagerTexts}.previous`)}
        nextLabel={t(`${pagerTexts}.next`)}
      />
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
        tabIndex={0}
        className={cn(
          "relative overflow-x-auto rounded-xl border border-slate-200 bg-white",
          phoneFrame,
        )}
        {...pages.handlers}
      >
        <table
          id={tableId}
          style={pages.style}
          className={cn("w-full border-collapse text-sm", phoneTable)}
        >
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </>
  );
}
