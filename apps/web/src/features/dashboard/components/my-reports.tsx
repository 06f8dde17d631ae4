import "@/features/reports/texts";
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { VendorText } from "@/components/text/vendor-text";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useMyReports } from "@/features/reports/api/get-my-reports";
import { ReportSummary } from "@/features/reports/components/report-summary";
import { useTranslation } from "@/lib/use-translation";
import { ListEmpty, ListError } from "./list-states";
import { Pager } from "./pager";

/**
 * The signed-in user's reports on their dashboard: what they reported and the outcome. Its
 * heading is an h2 where the tab has none of its own (the vendor's), else an h3.
 */
export function MyReports({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const reports = useMyReports(page);

  if (reports.isPending) return <Spinner label={t("common.loading")} className="min-h-40" />;
  if (reports.isError) {
    return <ListError text={t("reports.mine.loadError")} onRetry={() => reports.refetch()} />;
  }
  const { items, total, pageSize } = reports.data;
  return (
    <section className="grid gap-4" aria-labelledby={titleId}>
      <div className="grid gap-1">
        <Heading id={titleId} className="font-semibold text-lg text-slate-900">
          {t("reports.mine.title")}
        </Heading>
        <p className="text-slate-600 text-sm">{t("reports.mine.description")}</p>
      </div>
      {items.length === 0 ? (
        <ListEmpty icon={Flag}>{t("reports.mine.empty")}</ListEmpty>
      ) : (
        <ul className="grid gap-3">
          {items.map((report) => (
            <li key={report.id}>
              <Card className="grid gap-3">
                <ReportSummary
                  report={report}
                  when={t("reports.mine.reportedOn", { date: format.date(report.createdAt) })}
                />
                {report.decidedAt ? (
                  <div className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
                    <p className="text-slate-500 text-xs">
                      {t("reports.mine.decidedOn", { date: format.date(report.decidedAt) })}
                    </p>
                    {report.note ? (
                      <p className="text-slate-800">
                        <span className="font-medium">{t("reports.mine.note")}: </span>
                        <VendorText className="whitespace-pre-line break-words">
                          {report.note}
                        </VendorText>
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        total={total}
        pageSize={pageSize}
        label={t("reports.mine.title")}
        onPage={setPage}
      />
    </section>
  );
}
