import { Cookie, X } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { useBottomClearance } from "../hooks/use-bottom-clearance";
import { useCookieConsent } from "../hooks/use-cookie-consent";

/**
 * Shown until the visitor accepts or declines; closing it counts as declining. Kept small so it
 * hides little of the first screen: on a phone a one-row strip on top of the action bar, wider up
 * a card in the start corner, beside a centred form rather than over its submit button. While it
 * shows, the page reserves its height at the bottom (styles.css), so anything can scroll clear of it.
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
      className="fixed inset-x-0 bottom-14 z-50 border-slate-200 border-t bg-white px-3 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] md:inset-x-auto md:start-6 md:bottom-6 md:w-96 md:rounded-xl md:border md:p-4 md:shadow-xl"
    >
      <div className="flex items-center gap-3 md:flex-wrap md:items-start md:pe-8">
        <Cookie
          className="mt-0.5 hidden size-5 shrink-0 text-brand-600 md:block"
          aria-hidden="true"
        />
        <p className="min-w-0 flex-1 text-slate-700 text-xs md:text-sm">
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
        <div className="flex shrink-0 gap-2 md:w-full md:justify-end">
          <Button variant="outline" size="sm" onClick={() => choose("declined")}>
            {t("cookie.decline")}
          </Button>
          <Button size="sm" onClick={() => choose("accepted")}>
            {t("cookie.accept")}
          </Button>
        </div>
      </div>
      {/* Decline does the same on a phone, where the row has no room to spare. The wrapper places
          the button, so that its classes need no merge (the banner comes after hydration, where
          a merge would build tailwind-merge's class map: lib/utils). */}
      <div className="absolute end-2 top-2 hidden md:block">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("common.close")}
          onClick={() => choose("declined")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
