import type { MyReport } from "@app/shared/reports";
import { VendorText } from "@/components/text/vendor-text";
import { useTranslation } from "@/lib/use-translation";
import { ReportStatusBadge } from "./report-status-badge";
import { ReportTarget } from "./report-target";

/**
 * The head of a report as the reporter and the admin both see it: its status, subject and reason,
 * when it came (`when`), what it is about and the reporter's words.
 */
export function ReportSummary({ report, when }: { report: MyReport; when: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ReportStatusBadge status={report.status} />
        <span className="font-medium text-slate-800 text-sm">
          {t(`reports.subjects.${report.subject}`)}: {t(`reports.reasons.${report.reason}`)}
        </span>
        <span className="ms-auto text-slate-500 text-xs">{when}</span>
      </div>
      <ReportTarget report={report} />
      {report.details ? (
        <VendorText as="p" className="whitespace-pre-line break-words text-slate-700 text-sm">
          {report.details}
        </VendorText>
      ) : null}
    </>
  );
}
