import "@/features/reports/texts";
import {
  REPORT_STATUSES,
  REPORT_SUBJECTS,
  type ReportStatus,
  type ReportSubject,
} from "@app/shared/reports";
import { Flag } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ListEmpty, ListError } from "@/features/dashboard/components/list-states";
import { Pager } from "@/features/dashboard/components/pager";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { type AdminReportQuery, useAdminReports } from "@/features/reports/api/admin-reports";
import { ReportSummary } from "@/features/reports/components/report-summary";
import { useTranslation } from "@/lib/use-translation";
import { ReportDecision } from "./report-decision";

const selectClass = "h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm";

/** The admin's queue of reports: open ones oldest first, each resolved or dismissed with a note. */
export function ReportsTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const statusId = useId();
  const subjectId = useId();
  const [query, setQuery] = useState<AdminReportQuery>({ status: "open", page: 1 });
  const reports = useAdminReports(query);

  let body: ReactNode;
  if (reports.isPending) body = <Spinner label={t("common.loading")} className="min-h-40" />;
  else if (reports.isError) {
    body = <ListError text={t("reports.admin.loadError")} onRetry={() => reports.refetch()} />;
  } else if (reports.data.items.length === 0) {
    body = <ListEmpty icon={Flag}>{t("reports.admin.empty")}</ListEmpty>;
  } else {
    const { items, total, pageSize } = reports.data;
    body = (
      <div className={reports.isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}>
        <ul className="grid gap-3" aria-label={t("reports.admin.title")}>
          {items.map((report) => (
            <li key={report.id}>
              <Card className="grid gap-3">
                <ReportSummary report={report} when={format.date(report.createdAt)} />
                <p className="break-words text-slate-500 text-xs">
                  {report.reporter
                    ? t("reports.admin.reporter", {
                        name: report.reporter.name,
                        email: report.reporter.email,
                      })
                    : t("reports.admin.reporterGone")}
                </p>
                {report.status === "open" ? (
                  <ReportDecision report={report} />
                ) : (
                  <div className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
                    {report.decidedBy ? (
                      <p className="text-slate-500 text-xs">
                        {t("reports.admin.decidedBy", { name: report.decidedBy.name })}
                      </p>
                    ) : null}
                    {report.note ? (
                      <VendorText as="p" className="whitespace-pre-line break-words text-slate-800">
                        {report.note}
                      </VendorText>
                    ) : null}
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
        <Pager
          page={query.page}
          total={total}
          pageSize={pageSize}
          label={t("reports.admin.title")}
          onPage={(page) => setQuery({ ...query, page })}
        />
      </div>
    );
  }

  return (
    <section className="grid min-w-0 gap-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="flex items-center gap-2 font-semibold text-slate-900 text-xl">
            {t("reports.admin.title")}
            {reports.data ? (
              <Badge variant="warning">
                {t("reports.admin.openCount", { count: reports.data.openCount })}
              </Badge>
            ) : null}
          </h2>
          <p className="text-slate-600 text-sm">{t("reports.admin.description")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-2">
            <Label htmlFor={statusId}>{t("reports.admin.statusFilter")}</Label>
            <select
              id={statusId}
              className={selectClass}
              value={query.status}
              onChange={(event) =>
                setQuery({ ...query, status: event.target.value as ReportStatus, page: 1 })
              }
            >
              {REPORT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`reports.statuses.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={subjectId}>{t("reports.admin.subjectFilter")}</Label>
            <select
              id={subjectId}
              className={selectClass}
              value={query.subject ?? ""}
              onChange={(event) =>
                setQuery({
                  ...query,
                  subject: (event.target.value || undefined) as ReportSubject | undefined,
                  page: 1,
                })
              }
            >
              <option value="">{t("reports.admin.allSubjects")}</option>
              {REPORT_SUBJECTS.map((value) => (
                <option key={value} value={value}>
                  {t(`reports.subjects.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
}
