import { type AdminReport, REPORT_LIMITS, reportDecisionInputSchema } from "@app/shared/reports";
import { Check, X } from "lucide-react";
import { ReasonDialog } from "@/features/dashboard/components/reason-dialog";
import { useDecideReport } from "@/features/reports/api/admin-reports";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";

type Outcome = "resolved" | "dismissed";

/** Resolve or Dismiss on an open report, each with a note the reporter will read. */
export function ReportDecision({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const decide = useDecideReport();
  const name = report.tool?.name ?? "";

  const confirm = async (outcome: Outcome, note: string) => {
    try {
      await decide.mutateAsync({ id: report.id, outcome, note: note || null });
      toast.success(t(`reports.admin.${outcome}`));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast.info(t("reports.admin.closedAlready"));
        return true;
      }
      console.warn("Deciding the report failed", error);
      toast.error(t("reports.admin.failed"), {
        description: failureText(error, t, t("common.error")),
      });
      return false;
    }
  };

  const dialog = (outcome: Outcome) => {
    const resolve = outcome === "resolved";
    return (
      <ReasonDialog
        trigger={{
          text: resolve ? t("reports.admin.resolve") : t("reports.admin.dismiss"),
          label: `${resolve ? t("reports.admin.resolve") : t("reports.admin.dismiss")}: ${name}`,
          icon: resolve ? Check : X,
          disabled: decide.isPending,
        }}
        title={resolve ? t("reports.admin.decideTitle") : t("reports.admin.dismissTitle")}
        description={t("reports.admin.decideDescription")}
        reasonLabel={t("reports.admin.note")}
        confirm={resolve ? t("reports.admin.confirmResolve") : t("reports.admin.confirmDismiss")}
        cancel={t("reports.admin.cancel")}
        maxLength={REPORT_LIMITS.noteMax}
        isValid={(note) => reportDecisionInputSchema.safeParse({ outcome, note }).success}
        invalidText={t("reports.admin.noteHint", { max: REPORT_LIMITS.noteMax })}
        pending={decide.isPending}
        onConfirm={(note) => confirm(outcome, note)}
      />
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      {dialog("resolved")}
      {dialog("dismissed")}
    </div>
  );
}
