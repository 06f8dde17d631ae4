import { useId } from "react";
import { Card } from "@/components/ui/card";
import { useTranslation } from "@/lib/use-translation";
import type { LandingRegion } from "../content";
import { REGION_CONTENT } from "../content";
import { formatStat } from "../lib/format-stat";
import { regionKey } from "../lib/region-key";

/** The region's four stat claims, numbers written the reader's way. */
export function RegionStats({ region }: { region: LandingRegion }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const stats = Object.entries(REGION_CONTENT[region].stats);
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2
        id={headingId}
        className="text-center font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
      >
        {t(regionKey(region, "statsTitle"))}
      </h2>
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map(([id, claim]) => (
          <Card
            key={id}
            className="@container flex min-w-0 flex-col-reverse justify-end gap-1 p-4 text-center sm:p-5"
          >
            <dt className="text-slate-600 text-sm">{t(regionKey(region, `stats.${id}`))}</dt>
            {/* Sized to the card (text-xl on a phone up to text-3xl), and wrapped as a last
                resort: a value keeps its card on any width, font or language. */}
            <dd className="text-balance font-bold text-[clamp(1rem,16cqi,1.875rem)] text-brand-700 leading-tight wrap-anywhere">
              {formatStat(claim, i18n.language)}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
