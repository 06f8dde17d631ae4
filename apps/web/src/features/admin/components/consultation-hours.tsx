import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ListError } from "@/features/dashboard/components/list-states";
import { useTranslation } from "@/lib/use-translation";
import { useConsultationHours } from "../api/consultation-hours";
import { OfficeHoursForm } from "./office-hours-form";
import { ReleaseHolds } from "./release-holds";

/**
 * The offices' consultation hours, which the consultation page's free slots come from, and the
 * release of the times held for confirmation.
 */
export function ConsultationHours() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useConsultationHours();
  return (
    <Card className="grid gap-4">
      <div className="grid gap-1">
        <h3 className="font-semibold text-lg">{t("slots.admin.title")}</h3>
        <p className="text-slate-600 text-sm">{t("slots.admin.intro")}</p>
      </div>
      {isPending ? <Spinner label={t("slots.admin.loading")} className="py-6" /> : null}
      {isError ? <ListError text={t("slots.admin.error")} onRetry={refetch} /> : null}
      {data?.offices.map((office) => (
        <OfficeHoursForm key={`${office.office}-${office.timeZone}`} office={office} />
      ))}
      <ReleaseHolds />
    </Card>
  );
}
