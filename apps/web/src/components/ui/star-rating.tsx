import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

interface StarRatingProps {
  /** 0 to 5; halves are drawn as half-filled stars. */
  value: number;
  /** The accessible text, e.g. "4.5 out of 5 stars". */
  label: string;
  className?: string;
}

/**
 * Five stars filled up to `value`. The row is one image for assistive technology; the fill grows
 * from the inline start, so it mirrors in right-to-left layouts.
 */
export function StarRating({ value, label, className }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center", className)}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, value - position + 1));
        return (
          <span key={position} className="relative inline-block size-4">
            <Star className="absolute inset-0 size-4 text-slate-300" aria-hidden="true" />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
