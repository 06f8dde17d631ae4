import { Cookie, X } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { useBottomClearance } from "../hooks/use-bottom-clearance";
import { useCookieConsent } from "../hooks/use-cookie-consent";

/**
 * Shown until the visitor accepts or declines; closing it counts as declining. Kept small so it
 * hides little of the first screen: one row at the bottom, on a phone on top of the action bar;
 * wider up a low bar in the end corner beside the floating WhatsApp button, clear of a row's
 * first stat or card (they start at the start side). While it shows, the footer reserves its
 * height (styles.css), so anything can scroll clear of it, with no blank band under the footer.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const { choice, choose } = useCookieConsent();
  const ref = useRef<HTMLElement>(null);
  useBottomClearance(ref, "--cookie-banner-space", choice === null);
  if (choice !== null) return null;

  return (
    <section
      ref={ref}
      aria-label={t("cookie.label")}
      className="fixed inset-x-0 bottom-14 z-50 border-slate-200 border-t bg-white px-3 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:inset-x-auto md:end-24 md:bottom-6 md:w-[clamp(20rem,calc(50vw-21rem),36rem)] md:rounded-xl md:border md:px-4 md:py-3 md:shadow-xl"
    >
      {/* From md up a card in the end corner, beside a centred column (a form's button) rather than
          over it: its text on a row of its own, the choices below. */}
      <div className="flex items-center gap-3 md:flex-wrap md:gap-2">
        <Cookie className="hidden size-5 shrink-0 text-brand-600 md:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-slate-700 text-xs md:basis-[calc(100%-2rem)] md:text-sm">
          {t("cookie.message")}{" "}
          <Link
            to="/privacy"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {t("cookie.learnMore")}
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={() => choose("declined")}>
            {t("cookie.decline")}
          </Button>
          <Button size="sm" onClick={() => choose("accepted")}>
            {t("cookie.accept")}
          </Button>
        </div>
        {/* Decline does the same on a phone, where the row has no room to spare. The wrapper
            places the button, so that its classes need no merge (the banner comes after
            hydration, where a merge would build tailwind-merge's class map: lib/utils). */}
        <div className="hidden shrink-0 md:ms-auto md:block">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("common.close")}
            onClick={() => choose("declined")}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
