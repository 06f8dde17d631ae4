import type { Consultation } from "@app/shared/consultations";
import { useId, useState } from "react";
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
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useMyConsultation } from "../api/my-consultations";

function Detail({ id }: { id: string }) {
  const { t } = useTranslation();
  const historyId = useId();
  const { data, isPending, isError, refetch } = useMyConsultation(id);
  if (isPending) return <Spinner label={t("common.loading")} className="py-8" />;
  if (isError || !data) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-slate-700">
          {t("consultations.business.loadError")}
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
        {t("consultations.business.currentStatus")} <ConsultationStatusBadge status={data.status} />
      </p>
      <ConsultationFields consultation={data} />
      <section className="grid gap-2">
        <h3 id={historyId} className="font-semibold text-slate-900">
          {t("consultations.business.updates")}
        </h3>
        <ConsultationHistory
          headingId={historyId}
          requestedAt={data.createdAt}
          steps={data.history.map((h, i) => ({ ...h, key: `${h.createdAt}-${i}` }))}
        />
      </section>
    </>
  );
}

/** "View Details" and its dialog: the request as sent and how it has progressed. */
export function BusinessConsultationDialog({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const when = format.date(consultation.createdAt);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm">
          {t("consultations.business.viewDetails")}
          <span className="sr-only"> {t("consultations.requestedOn", { date: when })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("consultations.business.dialogTitle", { date: when })}</DialogTitle>
        <DialogDescription>{t("consultations.business.dialogDescription")}</DialogDescription>
        {open ? <Detail id={consultation.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
