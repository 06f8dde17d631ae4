import { Card } from "@/components/ui/card";
import { formatPercent } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { IMPACT_METRICS } from "../content";
import { PageSection } from "./page-section";

/** SPEC §1's four impact claims, the figure formatted for the reader's language. */
export function ImpactMetrics() {
  const { t, i18n } = useTranslation();
  return (
    <PageSection title={t("mission.impact.title")} intro={t("mission.impact.intro")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {IMPACT_METRICS.map(({ id, value, icon: Icon }) => (
          <li key={id} className="flex">
            <Card className="grid w-full content-start gap-3">
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <h3 className="grid gap-1">
                <span className="font-bold text-4xl text-brand-700">
                  {formatPercent(value, i18n.language)}
                </span>{" "}
                <span className="font-semibold text-lg text-slate-900">
                  {t(`mission.impact.metrics.${id}.label`)}
                </span>
              </h3>
              <p className="text-slate-600 text-sm">
                {t(`mission.impact.metrics.${id}.description`)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-slate-600 text-sm">{t("mission.impact.note")}</p>
    </PageSection>
  );
}
