import { ArrowRight, Building2, Wrench } from "lucide-react";
import { Link } from "react-router";
import { FULL_BLEED } from "@/components/layout/page-gutter";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { TrustLine } from "./trust-line";

/** The page's h1 and the two ways in: businesses book a consultation, builders submit a tool. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-hero-title"
      className={cn(
        "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white",
        FULL_BLEED,
      )}
    >
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16">
        <h1 id="home-hero-title" className="font-bold text-4xl tracking-tight sm:text-6xl">
          {t("home.hero.title")}
        </h1>
        <p className="mx-auto max-w-2xl text-brand-100 text-lg sm:text-xl">
          {t("home.hero.subtitle")}
        </p>
        <div className="mt-4 grid gap-4 sm:mx-auto sm:grid-cols-2">
          <div className="grid justify-items-center gap-2">
            <span className="flex items-center gap-1 text-brand-100 text-sm">
              <Building2 className="size-4" aria-hidden="true" />
              {t("home.hero.forBusiness")}
            </span>
            <Button variant="inverse" size="lg" asChild className="w-full">
              <Link to="/consultation">
                {t("cta.bookConsultation")}
                <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
              </Link>
            </Button>
          </div>
          <div className="grid justify-items-center gap-2">
            <span className="flex items-center gap-1 text-brand-100 text-sm">
              <Wrench className="size-4" aria-hidden="true" />
              {t("home.hero.forBuilders")}
            </span>
            <Button
              size="lg"
              asChild
              className="w-full border border-white/40 bg-white/10 hover:bg-white/20"
            >
              <Link to="/submit-tool">{t("cta.submitTool")}</Link>
            </Button>
          </div>
        </div>
        <TrustLine />
      </div>
    </section>
  );
}
