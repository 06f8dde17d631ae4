import { Rocket } from "lucide-react";
import { useId } from "react";
import { formatNumber, formatYear } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { VISION } from "../content";

/** SPEC §1's stated vision, with its numbers in the reader's digits. */
export function VisionSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-10 text-center sm:px-12">
        <Rocket className="size-8 text-brand-700" aria-hidden="true" />
        <h2 id={headingId} className="font-bold text-2xl text-slate-900 sm:text-3xl">
          {t("mission.vision.title")}
        </h2>
        <p className="max-w-3xl font-medium text-brand-900 text-xl sm:text-2xl">
          {t("mission.vision.text", {
            businesses: formatNumber(VISION.businesses, i18n.language),
            year: formatYear(VISION.year, i18n.language),
          })}
        </p>
      </div>
    </section>
  );
}
