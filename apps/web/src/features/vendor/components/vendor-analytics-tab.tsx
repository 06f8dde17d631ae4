import { VENDOR_METRICS, type VendorAnalytics } from "@app/shared/vendor-analytics";
import { BarChart3 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { DailyChart } from "@/components/charts/daily-chart";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { failureText } from "@/lib/failure-text";
import { useTranslation } from "@/lib/use-translation";
import { useVendorAnalytics } from "../api/vendor-analytics";

/** Radix Select has no empty value: this one stands for "all tools". */
const ALL = "all";

/** SPEC "Analytics": the vendor's listings per day over the last 30 days, as a chart and a table. */
export function VendorAnalyticsTab() {
  const { t } = useTranslation();
  const [tool, setTool] = useState<string | null>(null);
  const query = useVendorAnalytics(tool);

  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t("vendorAnalytics.analytics.loading")} />;
  else if (query.isError && !query.data) {
    body = (
      <ListError
        text={failureText(query.error, t, t("vendorAnalytics.analytics.error"))}
        onRetry={query.refetch}
      />
    );
  } else if (query.data.tools.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <BarChart3 className="size-10 text-slate-400" aria-hidden="true" />
        <p className="max-w-prose font-medium text-slate-700">
          {t("vendorAnalytics.analytics.noTools")}
        </p>
      </Card>
    );
  } else {
    body = (
      <AnalyticsBody
        data={query.data}
        tool={tool}
        onToolChange={setTool}
        stale={query.isPlaceholderData}
      />
    );
  }

  return (
    <section aria-labelledby="vendor-analytics-title" className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h2 id="vendor-analytics-title" className="font-semibold text-xl">
          {t("vendorAnalytics.analytics.title")}
        </h2>
        <p className="text-slate-600">
          {t("vendorAnalytics.analytics.intro", { days: query.data?.days.length ?? 30 })}
        </p>
      </div>
      {body}
    </section>
  );
}

interface AnalyticsBodyProps {
  data: VendorAnalytics;
  tool: string | null;
  onToolChange: (tool: string | null) => void;
  stale: boolean;
}

function AnalyticsBody({ data, tool, onToolChange, stale }: AnalyticsBodyProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labelId = useId();
  const days = data.days.length;
  const chosen = tool ? data.tools.find((item) => item.id === tool) : undefined;
  const totals = VENDOR_METRICS.map((metric) => ({
    metric,
    label: t(`vendorAnalytics.metrics.${metric}`),
    value: data.total[metric].reduce((sum, n) => sum + n, 0),
  }));
  const empty = totals.every((total) => total.value === 0);

  return (
    <div className={stale ? "grid min-w-0 gap-6 opacity-60" : "grid min-w-0 gap-6"}>
      <div className="grid max-w-sm gap-2">
        <Label id={labelId}>{t("vendorAnalytics.analytics.toolLabel")}</Label>
        <Select value={tool ?? ALL} onValueChange={(v) => onToolChange(v === ALL ? null : v)}>
          <SelectTrigger aria-labelledby={labelId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("vendorAnalytics.analytics.allTools")}</SelectItem>
            {data.tools.map((item) => (
              <SelectItem key={item.id} value={item.id}>
                {item.status === "published"
                  ? item.name
                  : t("vendorAnalytics.analytics.hidden", { name: item.name })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <dl
        aria-label={t("vendorAnalytics.analytics.totalsLabel")}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {totals.map((total) => (
          <Card key={total.metric} className="grid content-start gap-1 p-4">
            <dt className="font-medium text-slate-600 text-sm">{total.label}</dt>
            <dd className="font-bold text-2xl tabular-nums">{format.number(total.value)}</dd>
          </Card>
        ))}
      </dl>

      {empty ? (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-700">
          {t("vendorAnalytics.analytics.noData", { days: format.number(days) })}
        </p>
      ) : null}

      <Card className="min-w-0 p-4 sm:p-6">
        <DailyChart
          title={
            chosen
              ? t("vendorAnalytics.analytics.chartTitleTool", {
                  name: chosen.name,
                  days: format.number(days),
                })
              : t("vendorAnalytics.analytics.chartTitle", { days: format.number(days) })
          }
          days={data.days}
          series={totals.map(({ metric, label }) => ({
            key: metric,
            label,
            values: data.total[metric],
          }))}
        />
      </Card>
    </div>
  );
}
