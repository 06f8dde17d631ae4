import { ADMIN_ANALYTICS_LIMITS, type AdminAnalytics } from "@app/shared/admin-analytics";
import { ANALYTICS_EVENT_TYPES } from "@app/shared/catalog";
import { useState } from "react";
import { Link } from "react-router";
import { DailyChart } from "@/components/charts/daily-chart";
import { Spinner } from "@/components/ui/spinner";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { failureText } from "@/lib/failure-text";
import { useTranslation } from "@/lib/use-translation";
import { useAdminAnalytics } from "../api/admin-analytics";
import { AnalyticsFunnel } from "./analytics-funnel";
import { AnalyticsPeriodPicker, lastDays } from "./analytics-period";
import { AnalyticsTopList } from "./analytics-top-list";

/**
 * SPEC §2 Advanced Analytics: events per day, top tools and searches, searches that found
 * nothing and the views -> saves -> consultations funnel, over a chosen period.
 */
export function AdvancedAnalyticsTab() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => lastDays(ADMIN_ANALYTICS_LIMITS.defaultDays));
  const query = useAdminAnalytics(period);

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label={t("adminAnalytics.loading")} />;
  else if (query.isError && !query.data) {
    body = (
      <ListError
        text={failureText(query.error, t, t("adminAnalytics.error"))}
        onRetry={query.refetch}
      />
    );
  } else {
    body = <AnalyticsBody data={query.data} stale={query.isPlaceholderData} />;
  }

  return (
    <section aria-labelledby="admin-analytics-title" className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h2 id="admin-analytics-title" className="font-semibold text-xl">
          {t("adminAnalytics.title")}
        </h2>
        <p className="text-slate-600">{t("adminAnalytics.intro")}</p>
      </div>
      <AnalyticsPeriodPicker period={period} onChange={setPeriod} />
      {body}
    </section>
  );
}

function AnalyticsBody({ data, stale }: { data: AdminAnalytics; stale: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const range = { from: format.day(data.from), to: format.day(data.to) };
  const series = ANALYTICS_EVENT_TYPES.map((type) => ({
    key: type,
    label: t(`adminAnalytics.eventTypes.${type}`),
    values: data.days.map((day) => day.counts[type] ?? 0),
  }));
  const empty = series.every((line) => line.values.every((value) => value === 0));

  return (
    <div
      aria-busy={stale}
      className={stale ? "grid min-w-0 gap-8 opacity-60" : "grid min-w-0 gap-8"}
    >
      <p className="text-slate-600 text-sm">{t("adminAnalytics.period.showing", range)}</p>
      {empty ? <p className="text-slate-700">{t("adminAnalytics.empty")}</p> : null}
      <DailyChart
        title={t("adminAnalytics.events.chartTitle", range)}
        days={data.days.map((day) => day.date)}
        series={series}
      />
      <AnalyticsFunnel funnel={data.funnel} />
      <div className="grid min-w-0 gap-8 lg:grid-cols-3">
        <AnalyticsTopList
          title={t("adminAnalytics.top.toolsTitle")}
          nameHeader={t("adminAnalytics.top.tool")}
          countHeader={t("adminAnalytics.top.views")}
          rows={data.topTools.map((tool) => ({
            key: tool.solutionId,
            name: (
              <Link to={`/tool/${tool.solutionId}`} className="text-brand-700 hover:underline">
                <bdi>{tool.name}</bdi>
              </Link>
            ),
            count: tool.views,
          }))}
        />
        <AnalyticsTopList
          title={t("adminAnalytics.top.searchesTitle")}
          nameHeader={t("adminAnalytics.top.query")}
          countHeader={t("adminAnalytics.top.count")}
          rows={data.topSearches.map((row) => ({
            key: row.query,
            name: <bdi>{row.query}</bdi>,
            count: row.count,
          }))}
        />
        <AnalyticsTopList
          title={t("adminAnalytics.top.noResultTitle")}
          nameHeader={t("adminAnalytics.top.query")}
          countHeader={t("adminAnalytics.top.count")}
          rows={data.noResultSearches.map((row) => ({
            key: row.query,
            name: <bdi>{row.query}</bdi>,
            count: row.count,
          }))}
        />
      </div>
    </div>
  );
}
