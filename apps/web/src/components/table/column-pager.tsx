import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { ColumnPages } from "./use-column-pages";

interface ColumnPagerProps {
  pages: ColumnPages;
  /** The table's id, which the buttons control. */
  controls: string;
  /** "Tools 1–2 of 3", in the reader's language. */
  position: string;
  previousLabel: string;
  nextLabel: string;
  className?: string;
}

/**
 * A phone's cue that a table has more columns than it shows: where the reader is ("1–2 of 3")
 * and buttons to the previous and next column. Pinned under the site's header, above the
 * table's pinned headings; hidden from `md` up, where every column shows. The buttons stay
 * focusable at either end (aria-disabled), so the keyboard's focus is never dropped.
 */
export function ColumnPager({
  pages,
  controls,
  position,
  previousLabel,
  nextLabel,
  className,
}: ColumnPagerProps) {
  if (!pages.paged) return null;
  const button = (label: string, enabled: boolean, go: () => void, Icon: typeof ChevronLeft) => (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={!enabled || undefined}
      className="aria-disabled:opacity-40"
      onClick={() => {
        if (enabled) go();
      }}
    >
      <Icon aria-hidden="true" className="rtl:rotate-180" />
    </Button>
  );
  return (
    <div
      className={cn(
        "sticky top-16 z-20 flex h-11 items-center justify-between gap-3 bg-white md:hidden",
        className,
      )}
    >
      {button(previousLabel, pages.canPrevious, pages.previous, ChevronLeft)}
      <p aria-live="polite" className="font-medium text-slate-700 text-sm tabular-nums">
        {position}
      </p>
      {button(nextLabel, pages.canNext, pages.next, ChevronRight)}
    </div>
  );
}
