import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { ColumnPager } from "./column-pager";
import { phoneFrame, phoneTable } from "./phone-table-classes";
import type { ColumnPages } from "./use-column-pages";

interface PagedTableProps {
  pages: ColumnPages;
  /** The table's id, which the pager's buttons control. */
  tableId: string;
  /** The pager's texts, in the reader's language. */
  pager: { position: string; previous: string; next: string };
  caption: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A table whose columns a phone shows two at a time (ADR 33): the pager above it, then the
 * table in a focusable scroll region (a keyboard can scroll it sideways; axe's
 * scrollable-region-focusable), relative so the visually hidden texts in its cells stay inside.
 */
export function PagedTable({ pages, tableId, pager, caption, children }: PagedTableProps) {
  return (
    <>
      <ColumnPager
        pages={pages}
        controls={tableId}
        position={pager.position}
        previousLabel={pager.previous}
        nextLabel={pager.next}
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
