import type { Consultation } from "@app/shared/consultations";
import { CalendarPlus, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { ConsultationStatusBadge } from "@/features/consultations/components/consultation-status-badge";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { BookedTime } from "@/features/slots/components/booked-time";
import { useTranslation } from "@/lib/use-translation";
import { useMyConsultations } from "../api/my-consultations";
import { BusinessBookingDialog } from "./business-booking-dialog";
import { BusinessConsultationDialog } from "./business-consultation-dialog";

/** A request whose time can still be booked, moved or cancelled. */
const OPEN = new Set(["pending", "contacted", "scheduled"]);

function BookLink({ variant }: { variant?: "outline" }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant}>
      <Link to="/consultation">
        <CalendarPlus aria-hidden="true" />
        {t("consultations.business.book")}
      </Link>
    </Button>
  );
}

function ConsultationItem({ consultation: c }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useCatalogLabels();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">
            {c.industry
              ? t("consultations.business.itemTitleIndustry", {
                  industry: labels.industry(c.industry),
                })
              : t("consultations.business.itemTitle")}
          </span>
          <ConsultationStatusBadge status={c.status} />
        </div>
        <p className="text-slate-600 text-sm">
          <time dateTime={c.createdAt}>
            {t("consultations.requestedOn", { date: format.date(c.createdAt) })}
          </time>
          {c.company ? (
            <>
              {" · "}
              <VendorText>{c.company}</VendorText>
            </>
          ) : null}
        </p>
        {c.booking ? <BookedTime booking={c.booking} /> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {OPEN.has(c.status) ? <BusinessBookingDialog consultation={c} /> : null}
        {c.status === "pending" ? (
          <Button type="button" size="sm" variant="outline" disabled>
            {t("consultations.business.pendingReview")}
          </Button>
        ) : (
          <BusinessConsultationDialog consultation={c} />
        )}
      </div>
    </li>
  );
}

/**
 * SPEC business dashboard, Consultations tab: the user's requests newest first with status. Those
 * sent from the account's address before signing up show once the address is confirmed.
 */
export function BusinessConsultations() {
  return <ConsultationList />;
}

function ConsultationList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMyConsultations();

  if (isPending) return <Spinner label={t("consultations.business.loading")} />;
  if (isError) {
    return <ListError text={t("consultations.business.error")} onRetry={refetch} />;
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Card className="grid justify-items-center gap-4 py-12 text-center">
        <MessagesSquare className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="font-semibold text-lg">{t("consultations.business.emptyTitle")}</h3>
        <p className="max-w-md text-slate-600">{t("consultations.business.emptyDescription")}</p>
        <BookLink />
      </Card>
    );
  }

  return (
    <Card className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-lg">{t("consultations.business.title")}</h3>
        <BookLink variant="outline" />
      </div>
      <ul className="divide-y divide-slate-200" aria-label={t("consultations.business.listLabel")}>
        {items.map((c) => (
          <ConsultationItem key={c.id} consultation={c} />
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t("common.loading") : t("consultations.business.showMore")}
        </Button>
      ) : null}
    </Card>
  );
}
