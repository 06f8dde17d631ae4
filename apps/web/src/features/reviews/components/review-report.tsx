import { ReportButton } from "@/features/reports/components/report-button";
import { useTranslation } from "@/lib/use-translation";

/** "Report" on someone else's review: a reason, optional words, once while the report is open. */
export function ReviewReport({
  reviewId,
  reviewerName,
}: {
  reviewId: string;
  reviewerName: string;
}) {
  const { t } = useTranslation();
  return (
    <ReportButton
      subject="review"
      targetId={reviewId}
      targetName={reviewerName}
      label={t("reviews.report.openFor", { name: reviewerName })}
    >
      {t("reviews.report.open")}
    </ReportButton>
  );
}
