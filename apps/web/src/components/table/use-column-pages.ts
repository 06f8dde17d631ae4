import { type CSSProperties, type FocusEvent, type TouchEvent, useRef, useState } from "react";
import { PHONE_QUERY } from "@/lib/breakpoints";

/** How many columns a phone shows side by side. */
export const PHONE_COLUMNS = 2;

/** A sideways move of the finger longer than this (in CSS pixels) turns the columns. */
const SWIPE_PX = 40;

export interface ColumnPages {
  /** The first column shown on a phone (0-based, among the paged columns). */
  first: number;
  /** How many columns there are. */
  count: number;
  /** Whether a phone cannot show them all at once. */
  paged: boolean;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  /** The table's CSS variables (`--columns`, `--first`), read by `phoneTable` and friends. */
  style: CSSProperties;
  /** Swipes turn the columns; a cell that takes the focus comes into view. */
  handlers: {
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onTouchStart: (event: TouchEvent<HTMLElement>) => void;
    onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  };
}

/**
 * Which of a table's columns a phone shows: two side by side, turned one at a time by the
 * previous/next buttons, a swipe, or the keyboard's focus landing in a column out of view.
 * `leadingCells` is how many cells before the paged ones each row has (its row heading).
 */
export function useColumnPages(count: number, leadingCells = 1): ColumnPages {
  const [wanted, setWanted] = useState(0);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const last = Math.max(0, count - PHONE_COLUMNS);
  const first = Math.min(wanted, last);
  const show = (index: number) => setWanted(Math.max(0, Math.min(index, last)));

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!window.matchMedia(PHONE_QUERY).matches) return;
    const cell = (event.target as Element).closest("td, th");
    if (!(cell instanceof HTMLTableCellElement)) return;
    const column = cell.cellIndex - leadingCells;
    if (column < 0) return;
    if (column < first) show(column);
    else if (column >= first + PHONE_COLUMNS) show(column - PHONE_COLUMNS + 1);
  };
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(point.clientY - start.y) * 1.5) return;
    // The finger pulls the next columns in from the end of the line: leftwards, or rightwards
    // in a right-to-left table.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    show(first + (dx < 0 !== rtl ? 1 : -1));
  };

  return {
    first,
    count,
    paged: count > PHONE_COLUMNS,
    canPrevious: first > 0,
    canNext: first < last,
    previous: () => show(first - 1),
    next: () => show(first + 1),
    style: { "--columns": Math.max(count, 1), "--first": first } as CSSProperties,
    handlers: { onFocus, onTouchStart, onTouchEnd },
  };
}
