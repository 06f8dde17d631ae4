import { useId } from "react";
import { cn } from "@/lib/utils";

interface StarRatingProps {
  /** 0 to 5; halves are drawn as half-filled stars. */
  value: number;
  /** The accessible text, e.g. "4.5 out of 5 stars". */
  label: string;
  className?: string;
}

/** Lucide's star outline (24 x 24, ISC licence), drawn five times from one definition. */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const STARS = [0, 1, 2, 3, 4] as const;
const STAR_SIZE = 24;

/**
 * Five stars filled up to `value`, as one small SVG (a card used to carry ten icon SVGs, most of
 * a server-rendered catalogue page's bytes). The row is one image for assistive technology; it
 * is mirrored in right-to-left layouts, so the fill grows from the inline start.
 */
export function StarRating({ value, label, className }: StarRatingProps) {
  // Ids for the SVG references: useId, without the characters it wraps them in.
  const id = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const filled = Math.max(0, Math.min(5, Number(value) || 0)) * STAR_SIZE;
  const stars = STARS.map((index) => (
    <use key={index} href={`#${id}-star`} x={index * STAR_SIZE} />
  ));
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center", className)}>
      <svg
        viewBox={`0 0 ${5 * STAR_SIZE} ${STAR_SIZE}`}
        className="h-4 w-20 rtl:-scale-x-100"
        aria-hidden="true"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <defs>
          <path id={`${id}-star`} d={STAR_PATH} />
          <clipPath id={`${id}-fill`}>
            <rect width={filled} height={STAR_SIZE} />
          </clipPath>
        </defs>
        <g fill="none" stroke="currentColor" className="text-slate-300">
          {stars}
        </g>
        <g
          clipPath={`url(#${id}-fill)`}
          className="fill-amber-400 text-amber-400"
          stroke="currentColor"
        >
          {stars}
        </g>
      </svg>
    </span>
  );
}
