import type { AdminAlert } from "@app/shared/admin-analytics";
import { LEAD_PROMISES } from "@app/shared/leads";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { failureText } from "@/lib/failure-text";
import { useTranslation } from "@/lib/use-translation";
import { useAdminAlerts } from "../api/admin-analytics";

/** The dashboard tab that resolves each alert; failing e-mail is fixed outside the dashboard. */
const RESOLVED_IN = {
  overdue_consultations: { tab: "consultations", label: "adminAnalytics.alerts.openConsultations" },
  overdue_submissions: { tab: "pending", label: "adminAnalytics.alerts.openPending" },
  reviews_flagged: { tab: "content", label: "adminAnalytics.alerts.openContent" },
  failing_emails: null,
} as const satisfies Record<AdminAlert["kind"], { tab: string; label: string } | null>;

/** What needs an admin now, above the tabs; nothing at all when nothing does. */
export function AdminAlerts({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data, isError, error, refetch } = useAdminAlerts();

  if (isError && !data) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-slate-700">
          {failureText(error, t, t("adminAnalytics.alerts.error"))}
        </p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }

  const alerts = data?.alerts ?? [];
  return (
    <section aria-labelledby="admin-alerts-heading" hidden={alerts.length === 0}>
      <h2 id="admin-alerts-heading" className="sr-only">
        {t("adminAnalytics.alerts.heading")}
      </h2>
      {/* Polite live region, not role="status": other views wait for every status (spinner) to go. */}
      <div aria-live="polite">
        <ul aria-labelledby="admin-alerts-heading" className="grid gap-2">
          {alerts.map((alert) => {
            const resolve = RESOLVED_IN[alert.kind];
            return (
              <li
                key={alert.kind}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3"
              >
                <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium text-slate-900">
                    {t(`adminAnalytics.alerts.${alert.kind}`, {
                      count: alert.count,
                      days: LEAD_PROMISES.toolReviewBusinessDays,
                      hours: LEAD_PROMISES.consultationContactHours,
                    })}
                  </p>
                  {alert.oldest ? (
                    <p className="text-slate-700 text-sm">
                      {t("adminAnalytics.alerts.oldest", { when: format.timeAgo(alert.oldest) })}
                    </p>
                  ) : null}
                  {alert.kind === "failing_emails" ? (
                    <p className="text-slate-700 text-sm">
                      {t("adminAnalytics.alerts.emailsHint")}
                    </p>
                  ) : null}
                </div>
                {resolve ? (
                  <Button variant="outline" size="sm" onClick={() => onOpenTab(resolve.tab)}>
                    {t(resolve.label)}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
