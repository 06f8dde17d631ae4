import type { Tool } from "@app/shared/catalog-schemas";
import { useTranslation } from "@/lib/use-translation";
import { useTextLang } from "../hooks/use-text-lang";
import { TextList } from "./text-list";

export function FeaturesTab({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const langOf = useTextLang(tool);
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section className="grid content-start gap-3">
        <h2 className="font-semibold text-slate-900 text-xl">{t("tool.keyFeatures")}</h2>
        <TextList items={tool.features} empty={t("tool.noFeatures")} lang={langOf("features")} />
      </section>
      <section className="grid content-start gap-3">
        <h2 className="font-semibold text-slate-900 text-xl">{t("tool.integrations")}</h2>
        <TextList items={tool.integrations} empty={t("tool.noIntegrations")} />
      </section>
    </div>
  );
}
