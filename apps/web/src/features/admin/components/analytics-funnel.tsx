import type { AnalyticsFunnel as Funnel } from "@app/shared/admin-analytics";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

/** Tool views -> saves -> consultation requests: each step's count, its share, and a bar. */
export function AnalyticsFunnel({ funnel }: { funnel: Funnel }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const share = (percent: number | null, key: "ofPrevious" | "ofViews") =>
    percent === null
      ? t("adminAnalytics.funnel.noShare")
      : t(`adminAnalytics.funnel.${key}`, { percent: format.percent(percent / 100) });
  const steps = [
    { key: "views", count: funnel.views, notes: [] as string[] },
    { key: "saves", count: funnel.saves, notes: [share(funnel.viewToSave, "ofPrevious")] },
    {
      key: "consultations",
      count: funnel.consultations,
      notes: [
        share(funnel.saveToConsultation, "ofPrevious"),
        share(funnel.viewToConsultation, "ofViews"),
      ],
    },
  ] as const;
  const widest = Math.max(funnel.views, funnel.saves, funnel.consultations);

  return (
    <section aria-labelledby="analytics-funnel-title" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="analytics-funnel-title" className="font-semibold text-slate-900">
          {t("adminAnalytics.funnel.title")}
        </h3>
        <p className="text-slate-600 text-sm">{t("adminAnalytics.funnel.intro")}</p>
      </div>
      <ol className="grid gap-3">
        {steps.map((step) => (
          <li key={step.key} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-medium text-slate-800">
                {t(`adminAnalytics.funnel.${step.key}`)}
              </span>
              <span className="font-semibold text-lg tabular-nums">
                {format.number(step.count)}
              </span>
            </div>
            <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-brand-500"
                style={{ width: `${widest ? (step.count / widest) * 100 : 0}%` }}
              />
            </div>
            {step.notes.map((note) => (
              <p key={note} className="text-slate-600 text-sm">
                {note}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
