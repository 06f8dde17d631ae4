import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { DailySeries } from "./daily-series";
import { DailyTable } from "./daily-table";

export type { DailySeries } from "./daily-series";

// recharts is only in this lazily loaded chunk: importing DailyChart does not load it.
const DailyChartSvg = lazy(() => import("./daily-chart-svg"));

export interface DailyChartProps {
  /** UTC calendar days, "YYYY-MM-DD", oldest first. */
  days: readonly string[];
  /** The lines to draw; each has one value per day. */
  series: readonly DailySeries[];
  /** What the chart shows, e.g. "Activity over the last 30 days"; names the chart and the table. */
  title: string;
}

/**
 * A line chart of per-day counts with the same numbers as a table beneath it (days, one column
 * per series, totals). Numbers and dates follow the reader's language; in Arabic time runs
 * right to left.
 */
export function DailyChart({ days, series, title }: DailyChartProps) {
  return (
    <figure className="grid min-w-0 gap-4">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div className="min-h-[300px] min-w-0">
        <Suspense fallback={<Skeleton className="h-[300px] w-full" />}>
          <DailyChartSvg days={days} series={series} title={title} />
        </Suspense>
      </div>
      <DailyTable days={days} series={series} caption={title} />
    </figure>
  );
}
