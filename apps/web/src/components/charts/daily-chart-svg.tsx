import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { type DailySeries, seriesStyle } from "./daily-series";

interface DailyChartSvgProps {
  days: readonly string[];
  series: readonly DailySeries[];
  title: string;
}

/**
 * The recharts drawing of a per-day chart. Loaded lazily by DailyChart, so recharts is fetched
 * only by pages that draw a chart. In Arabic the time axis runs from right to left and the value
 * axis stands on the right.
 */
export default function DailyChartSvg({ days, series, title }: DailyChartSvgProps) {
  const { i18n } = useTranslation();
  const format = useFormatters();
  const rtl = i18n.dir(i18n.language) === "rtl";
  const rows = days.map((day, index) => {
    const row: Record<string, string | number> = { day };
    for (const line of series) row[line.key] = line.values[index] ?? 0;
    return row;
  });

  return (
    <div className="grid gap-2">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={rows} title={title} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="day"
            reversed={rtl}
            tickFormatter={(day: string) => format.day(day)}
            minTickGap={16}
            tick={{ fill: "#475569", fontSize: 12 }}
          />
          <YAxis
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            width={40}
            tickFormatter={(value: number) => format.number(value)}
            // Numbers read left to right; in Arabic "start" would otherwise draw them over the axis.
            tick={{ fill: "#475569", fontSize: 12, direction: "ltr" }}
          />
          <Tooltip
            labelFormatter={(day) => format.day(String(day))}
            formatter={(value) => format.number(Number(value))}
          />
          {series.map((line, index) => {
            const style = seriesStyle(index);
            return (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.label}
                stroke={style.color}
                strokeDasharray={style.dash}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
      {/* The legend in HTML, so its text wraps and follows the page's language and direction. */}
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-slate-700 text-sm">
        {series.map((line, index) => {
          const style = seriesStyle(index);
          return (
            <li key={line.key} className="flex items-center gap-1.5">
              <svg width="20" height="8" aria-hidden="true" className="shrink-0">
                <line
                  x1="0"
                  y1="4"
                  x2="20"
                  y2="4"
                  stroke={style.color}
                  strokeWidth="2"
                  strokeDasharray={style.dash}
                />
              </svg>
              {line.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
