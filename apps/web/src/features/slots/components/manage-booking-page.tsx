import { manageTokenSchema } from "@app/shared/consultation-slots";
import { Link, useSearchParams } from "react-router";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/use-translation";
import { useManageBooking, useManagedBooking } from "../api/manage-booking";
import { BookedTime } from "./booked-time";
import { BookingEditor } from "./booking-editor";

const OPEN = new Set(["pending", "contacted", "scheduled"]);

/** Where the e-mail's manage link lands: the booked time, another time, or cancel. */
export function ManageBookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const wellFormed = manageTokenSchema.safeParse(token).success;
  const booking = useManagedBooking(token, wellFormed);
  const { reschedule, cancel } = useManageBooking(token);

  const body = () => {
    // The server renders the spinner too (it does not fetch the booking), so both renders agree.
    if (wellFormed && booking.isPending) return <Spinner label={t("slots.manage.loading")} />;
    if (!booking.data) {
      return (
        <div className="grid justify-items-start gap-4">
          <p role="alert" className="text-slate-700">
            {t("slots.manage.invalid")}
          </p>
          <Button asChild variant="outline">
            <Link to="/">{t("slots.manage.backHome")}</Link>
          </Button>
        </div>
      );
    }
    const data = booking.data;
    const open = OPEN.has(data.consultationStatus);
    return (
      <div className="grid gap-6">
        <BookedTime
          booking={data.booking}
          className="flex items-center gap-2 font-medium text-lg text-slate-900"
        />
        {!open ? <p className="text-slate-700">{t("slots.manage.closed")}</p> : null}
        {open && data.booking.status === "cancelled" ? (
          <p className="text-slate-700">{t("slots.manage.cancelledNote")}</p>
        ) : null}
        {open ? <BookingEditor booking={data.booking} move={reschedule} cancel={cancel} /> : null}
      </div>
    );
  };

  return (
    <>
      <PageIntro title={t("slots.manage.title")} intro={t("slots.manage.intro")} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Card>{body()}</Card>
      </div>
    </>
  );
}
