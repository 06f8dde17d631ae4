import { ArrowRight, CalendarCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import { FULL_BLEED } from "@/components/layout/page-gutter";
import { Button } from "@/components/ui/button";
import { bookCallLink } from "@/lib/book-call-link";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import type { LandingRegion } from "../content";
import { regionKey } from "../lib/region-key";

/**
 * The page's h1 with the two ways in: a consultation (the site's own form, or the external
 * scheduler when the site takes no bookings: bookCallLink), or the marketplace.
 */
export function RegionHero({ region }: { region: LandingRegion }) {
  const { t } = useTranslation();
  const bookCall = bookCallLink(useSiteConfig());
  return (
    <section
      className={cn(
        "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white",
        FULL_BLEED,
      )}
    >
      <div className="mx-auto grid max-w-5xl justify-items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-1 font-medium text-brand-50 text-sm">
          <MapPin className="size-4" aria-hidden="true" />
          {t(regionKey(region, "eyebrow"))}
        </p>
        <h1 className="font-bold text-4xl tracking-tight sm:text-5xl">
          {t(regionKey(region, "title"))}
        </h1>
        <p className="max-w-2xl text-brand-100 text-lg sm:text-xl">
          {t(regionKey(region, "intro"))}
        </p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button variant="inverse" size="lg" asChild>
            {bookCall.kind === "internal" ? (
              <Link to={bookCall.to}>
                <CalendarCheck aria-hidden="true" />
                {t("cta.bookConsultation")}
              </Link>
            ) : (
              <a href={bookCall.href} target="_blank" rel="noopener noreferrer">
                <CalendarCheck aria-hidden="true" />
                {t("cta.bookConsultation")}
                <span className="sr-only">{t("marketplace.opensInNewTab")}</span>
              </a>
            )}
          </Button>
          <Button
            size="lg"
            asChild
            className="border border-white/40 bg-white/10 hover:bg-white/20"
          >
            <Link to="/marketplace">
              {t("cta.browseMarketplace")}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
