import type { Booking } from "@app/shared/consultation-slots";
import { formatSlot } from "@app/shared/slot-format";
import { CalendarClock } from "lucide-react";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { useTranslation } from "@/lib/use-translation";
import { useVisitorTimeZone } from "../hooks/use-visitor-time-zone";

/** "Booked for Tuesday, 1 December 2026, 10:00 (Gulf Standard Time)" in the reader's zone. */
export function BookedTime({ booking, className }: { booking: Booking; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const zone = useVisitorTimeZone() ?? booking.timeZone;
  const time = formatSlot(booking.startsAt, language, zone);
  return (
    <p className={className ?? "flex items-center gap-2 text-slate-700 text-sm"}>
      <CalendarClock className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <time dateTime={booking.startsAt}>
        {
          {
            booked: t("slots.booked.at", { time }),
            held: t("slots.booked.heldAt", { time }),
            expired: t("slots.booked.expiredAt", { time }),
            cancelled: t("slots.booked.cancelledAt", { time }),
          }[booking.status]
        }
      </time>
    </p>
  );
}
