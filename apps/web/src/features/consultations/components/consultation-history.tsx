import type { ConsultationStatus } from "@app/shared/consultations";
import { VendorText } from "@/components/text/vendor-text";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

export interface HistoryStep {
  key: string;
  fromStatus: ConsultationStatus | null;
  toStatus: ConsultationStatus | null;
  createdAt: string;
  /** Admin view only: the internal note and who acted. */
  note?: string | null;
  actorName?: string | null;
  showActor?: boolean;
}

/** A request's history, oldest first: when it was received, then each step. */
export function ConsultationHistory({
  requestedAt,
  steps,
  headingId,
}: {
  requestedAt: string;
  steps: HistoryStep[];
  headingId: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const status = (s: ConsultationStatus) => t(`consultations.status.${s}`);
  return (
    <ol className="grid gap-3 border-slate-200 border-s-2 ps-4" aria-labelledby={headingId}>
      <li className="grid gap-0.5">
        <span className="font-medium text-slate-900">{t("consultations.history.received")}</span>
        <time className="text-slate-500 text-sm" dateTime={requestedAt}>
          {format.date(requestedAt)}
        </time>
      </li>
      {steps.map((step) => (
        <li key={step.key} className="grid gap-0.5">
          <span className="font-medium text-slate-900">
            {step.fromStatus && step.toStatus
              ? t("consultations.history.changed", {
                  from: status(step.fromStatus),
                  to: status(step.toStatus),
                })
              : t("consultations.history.note")}
          </span>
          <span className="text-slate-500 text-sm">
            <time dateTime={step.createdAt}>{format.date(step.createdAt)}</time>
            {step.showActor
              ? ` · ${t("consultations.history.by", {
                  name: step.actorName ?? t("consultations.history.deletedAccount"),
                })}`
              : null}
          </span>
          {step.note ? (
            <VendorText as="p" className="block whitespace-pre-line break-words text-slate-700">
              {step.note}
            </VendorText>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
