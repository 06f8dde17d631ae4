import type { Consultation } from "@app/shared/consultations";
import { useId, useRef } from "react";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ConsultationFields } from "@/features/consultations/components/consultation-fields";
import { ConsultationHistory } from "@/features/consultations/components/consultation-history";
import { ConsultationStatusBadge } from "@/features/consultations/components/consultation-status-badge";
import { useTranslation } from "@/lib/use-translation";
import { useAdminConsultation } from "../api/consultations";
import { ConsultationsStatusForm } from "./consultations-status-form";

function ConsultationDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const historyId = useId();
  const { data, isPending, isError, refetch } = useAdminConsultation(id);
  if (isPending) return <Spinner label={t("common.loading")} className="py-8" />;
  if (isError || !data) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-slate-700">
          {t("consultations.admin.loadError")}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
        {t("consultations.admin.currentStatus")} <ConsultationStatusBadge status={data.status} />
        <span>
          {data.userId ? t("consultations.admin.withAccount") : t("consultations.admin.noAccount")}
        </span>
      </p>
      <ConsultationFields consultation={data} />
      <section className="grid gap-2">
        <h3 id={historyId} className="font-semibold text-slate-900">
          {t("consultations.history.title")}
        </h3>
        <ConsultationHistory
          headingId={historyId}
          requestedAt={data.createdAt}
          steps={data.events.map((e) => ({ ...e, key: e.id, showActor: true }))}
        />
      </section>
      <ConsultationsStatusForm consultation={data} />
    </>
  );
}

interface ConsultationsDialogProps {
  /** The request shown, or null when the dialog is closed. */
  consultation: Pick<Consultation, "id" | "name"> | null;
  onClose: () => void;
  /** Where focus goes back to on closing (the row's button, or the filter once the row left). */
  returnFocus: (id: string) => void;
}

/**
 * Every field the requester sent, the history, and the next step. It lives beside the list, not
 * in a row, so it stays open when a status change moves the request out of the filtered list.
 */
export function ConsultationsDialog({
  consultation,
  onClose,
  returnFocus,
}: ConsultationsDialogProps) {
  const { t } = useTranslation();
  // Focus returns after the close has rendered, when `consultation` is already null.
  const shown = useRef<string | null>(null);
  if (consultation) shown.current = consultation.id;
  return (
    <Dialog open={consultation !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (!shown.current) return;
          event.preventDefault();
          returnFocus(shown.current);
        }}
      >
        {consultation ? (
          <>
            <DialogTitle>
              <VendorText>{consultation.name}</VendorText>
            </DialogTitle>
            <DialogDescription>{t("consultations.admin.dialogDescription")}</DialogDescription>
            <ConsultationDetail id={consultation.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
