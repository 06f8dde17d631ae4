import { CalendarCheck, CirclePlay } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { bookCallLink } from "@/lib/book-call-link";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";

const barButton =
  "h-auto min-h-10 min-w-0 flex-auto whitespace-normal py-1 text-center leading-tight";

/**
 * Phones only: book a call (the site's own form, or the external scheduler when the site takes no
 * bookings itself: bookCallLink), or see the marketplace. The end slot
 * (pe-14) is left for the WhatsApp button, so it covers no page text; labels wrap on tiny screens.
 */
export function MobileActionBar() {
  const { t } = useTranslation();
  const bookCall = bookCallLink(useSiteConfig());
  const bookCallLabel = (
    <>
      <CalendarCheck aria-hidden="true" />
      {t("cta.bookCall")}
    </>
  );

  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-slate-200 border-t bg-white p-2 pe-14 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:hidden">
      <Button asChild className={barButton}>
        {bookCall.kind === "internal" ? (
          <Link to={bookCall.to}>{bookCallLabel}</Link>
        ) : (
          <a href={bookCall.href} target="_blank" rel="noopener noreferrer">
            {bookCallLabel}
          </a>
        )}
      </Button>
      <Button variant="outline" asChild className={barButton}>
        <Link to="/marketplace">
          <CirclePlay aria-hidden="true" />
          {t("cta.getDemo")}
        </Link>
      </Button>
    </div>
  );
}
