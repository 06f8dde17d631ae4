import { Cookie, X } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useBottomClearance } from "../hooks/use-bottom-clearance";
import { useCookieConsent } from "../hooks/use-cookie-consent";

/** Shown until the visitor accepts or declines; closing it counts as declining. */
export function CookieBanner() {
  const { t } = useTranslation();
  const { choice, choose } = useCookieConsent();
  const ref = useRef<HTMLElement>(null);
  useBottomClearance(ref, "--cookie-banner-space", !choice);
  if (choice) return null;

  return (
    <section
      ref={ref}
      aria-label={t("cookie.label")}
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-4 shadow-xl md:bottom-6"
    >
      <div className="flex items-start gap-3 pe-8">
        <Cookie className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <p className="text-slate-700 text-sm">
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
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => choose("declined")}>
          {t("cookie.decline")}
        </Button>
        <Button size="sm" onClick={() => choose("accepted")}>
          {t("cookie.accept")}
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("common.close")}
        className="absolute end-2 top-2 size-8"
        onClick={() => choose("declined")}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
