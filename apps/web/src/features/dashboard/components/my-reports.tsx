import "@/features/reports/texts";
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { VendorText } from "@/components/text/vendor-text";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useMyReports } from "@/features/reports/api/get-my-reports";
import { ReportStatusBadge } from "@/features/reports/components/report-status-badge";
import { ReportTarget } from "@/features/reports/components/report-target";
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
                <div className="flex flex-wrap items-center gap-2">
                  <ReportStatusBadge status={report.status} />
                  <span className="font-medium text-slate-800 text-sm">
                    {t(`reports.subjects.${report.subject}`)}:{" "}
                    {t(`reports.reasons.${report.reason}`)}
                  </span>
                  <span className="ms-auto text-slate-500 text-xs">
                    {t("reports.mine.reportedOn", { date: format.date(report.createdAt) })}
                  </span>
                </div>
                <ReportTarget report={report} />
                {report.details ? (
                  <VendorText
                    as="p"
                    className="whitespace-pre-line break-words text-slate-700 text-sm"
                  >
                    {report.details}
                  </VendorText>
                ) : null}
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
