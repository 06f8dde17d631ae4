import type { FactValue } from "@app/shared/fact-vocabulary";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import type { LandingRegion } from "../content";
import { regionKey } from "../lib/region-key";

/** Each landing region is also a hosting country a vendor can declare. */
const HOSTING: { [R in LandingRegion]: FactValue<"hosting"> } = {
  uae: "uae",
  saudi: "saudi",
  india: "india",
};

/**
 * The way to the marketplace filtered to tools hosted in the region's country (the router's
 * basename keeps the page's language prefix: /ar/marketplace?hosting=uae).
 */
export function RegionHostedTools({ region }: { region: LandingRegion }) {
  const { t } = useTranslation();
  const headingId = useId();
  const search = new URLSearchParams({ hosting: HOSTING[region] });
  return (
    <section aria-labelledby={headingId} className="px-4 py-10 sm:px-6">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-6 py-8 text-center sm:px-10">
        <ShieldCheck className="size-8 text-brand-700" aria-hidden="true" />
        <h2 id={headingId} className="font-bold text-2xl text-slate-900 tracking-tight">
          {t(regionKey(region, "hostedTools.title"))}
        </h2>
        <p className="max-w-2xl text-slate-700">{t(regionKey(region, "hostedTools.text"))}</p>
        <Button
          asChild
          size="lg"
          className="mt-2 h-auto min-h-12 w-full whitespace-normal py-3 sm:w-auto"
        >
          <Link to={`/marketplace?${search}`}>
            {t(regionKey(region, "hostedTools.link"))}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
