import { CalendarCheck, CirclePlay } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSiteConfig } from "@/lib/site-config";

/** Phones only: book a call with the external scheduler, or see the marketplace. */
export function MobileActionBar() {
  const { t } = useTranslation();
  const { schedulerUrl } = useSiteConfig();

  return (
    <div className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-2 border-slate-200 border-t bg-white p-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:hidden">
      <Button asChild>
        <a href={schedulerUrl} target="_blank" rel="noopener noreferrer">
          <CalendarCheck aria-hidden="true" />
          {t("cta.bookCall")}
        </a>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/marketplace">
          <CirclePlay aria-hidden="true" />
          {t("cta.getDemo")}
        </Link>
      </Button>
    </div>
  );
}
