import type { ReactNode } from "react";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

export interface TopRow {
  key: string;
  name: ReactNode;
  count: number;
}

interface TopListProps {
  title: string;
  nameHeader: string;
  countHeader: string;
  rows: readonly TopRow[];
}

/**
 * A ranked list as a table (rank, name, count) with a bar beside each count, scaled to the first
 * row; the bar is decoration, the number is in the cell.
 */
export function AnalyticsTopList({ title, nameHeader, countHeader, rows }: TopListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const most = rows[0]?.count ?? 0;

  return (
    <section aria-label={title} className="grid min-w-0 content-start gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-slate-600 text-sm">{t("adminAnalytics.top.empty")}</p>
      ) : (
        <table className="w-full table-fixed text-sm tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="w-12 py-1 text-start font-medium">
                {t("adminAnalytics.top.rank")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {nameHeader}
              </th>
              <th scope="col" className="w-24 py-1 text-end font-medium">
                {countHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key} className="border-slate-100 border-t">
                <td className="py-1.5 text-slate-600">{format.number(index + 1)}</td>
                <th scope="row" className="break-words py-1.5 pe-2 text-start font-normal">
                  {row.name}
                </th>
                <td className="py-1.5">
                  <div className="flex items-center justify-end gap-2">
                    <span
                      aria-hidden="true"
                      className="hidden h-2 rounded-full bg-brand-500 sm:block"
                      style={{ width: `${most ? Math.max(4, (row.count / most) * 48) : 0}px` }}
                    />
                    {format.number(row.count)}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
