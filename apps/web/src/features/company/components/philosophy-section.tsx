import { Lightbulb } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { PageSection } from "./page-section";

export function PhilosophySection() {
  const { t } = useTranslation();
  return (
    <PageSection title={t("about.philosophy.title")}>
      <div className="flex max-w-3xl gap-4 border-brand-600 border-s-4 ps-5">
        <Lightbulb className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="grid gap-3">
          <p className="font-semibold text-slate-900 text-xl">{t("about.philosophy.lead")}</p>
          <p className="text-lg text-slate-600">{t("about.philosophy.body")}</p>
        </div>
      </div>
    </PageSection>
  );
}
