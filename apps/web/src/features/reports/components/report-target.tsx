import type { MyReport } from "@app/shared/reports";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { useTranslation } from "@/lib/use-translation";

/** What a report is about: the tool (linked), and the review's author and words. */
export function ReportTarget({ report }: { report: Pick<MyReport, "tool" | "review"> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1">
      {report.tool ? (
        <Link
          to={`/tool/${report.tool.id}`}
          className="w-fit font-semibold text-brand-700 hover:underline"
        >
          <VendorText>{report.tool.name}</VendorText>
        </Link>
      ) : (
        <p className="text-slate-600">{t("reports.mine.toolGone")}</p>
      )}
      {report.review ? (
        <blockquote className="grid gap-1 border-slate-200 border-s-2 ps-3 text-slate-700 text-sm">
          <p className="text-slate-500 text-xs">
            {t("reports.mine.reviewBy", { name: report.review.reviewerName })}
          </p>
          {report.review.excerpt ? (
            <VendorText as="p" className="whitespace-pre-line break-words">
              {report.review.excerpt}
            </VendorText>
          ) : null}
        </blockquote>
      ) : null}
    </div>
  );
}
