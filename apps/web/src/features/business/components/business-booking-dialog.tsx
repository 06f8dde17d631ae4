import type { Consultation } from "@app/shared/consultations";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { BookedTime } from "@/features/slots/components/booked-time";
import { BookingEditor } from "@/features/slots/components/booking-editor";
import { useTranslation } from "@/lib/use-translation";
import { useMyBooking } from "../api/my-booking";

function Editor({ consultation }: { consultation: Consultation }) {
  const { move, cancel } = useMyBooking(consultation.id);
  return <BookingEditor booking={consultation.booking} move={move} cancel={cancel} />;
}

/** "Book a time" or "Reschedule": pick a free slot for an open request, or cancel its booking. */
export function BusinessBookingDialog({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const booked = consultation.booking?.status === "booked";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline">
          {booked ? t("slots.dashboard.reschedule") : t("slots.dashboard.book")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("slots.dashboard.dialogTitle")}</DialogTitle>
        {consultation.booking ? <BookedTime booking={consultation.booking} /> : null}
        {open ? <Editor consultation={consultation} /> : null}
      </DialogContent>
    </Dialog>
  );
}
