import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { PROCESS_STEPS } from "../content";
import { PageSection } from "./page-section";

/** Understand, Map, Design, Build, Evolve as an ordered list. */
export function ProcessSection() {
  const { t, i18n } = useTranslation();
  return (
    <PageSection
      title={t("about.process.title")}
      intro={t("about.process.intro")}
      className="bg-white"
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {PROCESS_STEPS.map((id, index) => (
          <li key={id} className="grid content-start gap-3 rounded-xl border border-slate-200 p-5">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {formatNumber(index + 1, i18n.language)}
            </span>
            <h3 className="font-semibold text-lg text-slate-900">
              {t(`about.process.steps.${id}.title`)}
            </h3>
            <p className="text-slate-600 text-sm">{t(`about.process.steps.${id}.description`)}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
