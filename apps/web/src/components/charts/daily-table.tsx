import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import type { DailySeries } from "./daily-series";

interface DailyTableProps {
  days: readonly string[];
  series: readonly DailySeries[];
  caption: string;
}

/**
 * The chart's numbers as a table: one row per day, one column per series and a total row. It is
 * the accessible form of the chart, and shown to everyone.
 */
export function DailyTable({ days, series, caption }: DailyTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

  return (
    // A scrolling region must be named and reachable by keyboard (axe: scrollable-region-focusable).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls; keyboard users must reach it
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-lg border border-slate-200"
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium text-slate-700">
              {t("charts.day")}
            </th>
            {series.map((line) => (
              <th
                key={line.key}
                scope="col"
                className="px-3 py-2 text-end font-medium text-slate-700"
              >
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => (
            <tr key={day} className="border-slate-100 border-t">
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-start font-normal">
                <time dateTime={day}>{format.day(day)}</time>
              </th>
              {series.map((line) => (
                <td key={line.key} className="px-3 py-1.5 text-end">
                  {format.number(line.values[index] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-slate-200 border-t bg-slate-50 font-medium">
          <tr>
            <th scope="row" className="px-3 py-2 text-start">
              {t("charts.total")}
            </th>
            {series.map((line) => (
              <td key={line.key} className="px-3 py-2 text-end">
                {format.number(total(line.values))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
