import type { Consultation } from "@app/shared/consultations";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ConsultationFields } from "@/features/consultations/components/consultation-fields";
import { ConsultationHistory } from "@/features/consultations/components/consultation-history";
import { ConsultationStatusBadge } from "@/features/consultations/components/consultation-status-badge";
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

/** "Open" and its dialog: every field the requester sent, the history, and the next step. */
export function ConsultationsDialog({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm">
          {t("consultations.admin.open")}
          <span className="sr-only">
            {" "}
            <VendorText>{consultation.name}</VendorText>
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>
          <VendorText>{consultation.name}</VendorText>
        </DialogTitle>
        <DialogDescription>{t("consultations.admin.dialogDescription")}</DialogDescription>
        {open ? <ConsultationDetail id={consultation.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
