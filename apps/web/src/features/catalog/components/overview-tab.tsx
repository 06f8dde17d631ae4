import type { Tool } from "@app/shared/catalog-schemas";
import { VendorText } from "@/components/text/vendor-text";
import { useTranslation } from "@/lib/use-translation";
import { useTextLang } from "../hooks/use-text-lang";
import { useVendorFacts } from "../hooks/use-vendor-facts";
import { DetailList } from "./detail-list";
import { TextList } from "./text-list";

export function OverviewTab({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const notSpecified = t("tool.notSpecified");
  const langOf = useTextLang(tool);
  const facts = useVendorFacts();
  const about = tool.longDescription?.trim();
  return (
    <div className="grid gap-8">
      <section className="grid gap-3">
        <h2 className="font-semibold text-slate-900 text-xl">
          {t("tool.about", { name: tool.name })}
        </h2>
        <VendorText
          as="p"
          lang={langOf(about ? "longDescription" : "shortDesc")}
          className="whitespace-pre-line text-slate-700 leading-relaxed"
        >
          {about || tool.shortDesc}
        </VendorText>
      </section>
      <section className="grid gap-3">
        <h2 className="font-semibold text-slate-900 text-xl">{t("tool.caseStudies")}</h2>
        <TextList
          items={tool.caseStudies}
          empty={t("tool.noCaseStudies")}
          lang={langOf("caseStudies")}
        />
      </section>
      <DetailList
        items={[
          {
            label: t("tool.implementationTime"),
            value: tool.implementationTime
              ? facts.implementationTime(tool.implementationTime)
              : notSpecified,
          },
          {
            label: t("tool.supportLevel"),
            value: (tool.support && facts.support(tool.support)) ?? notSpecified,
          },
          {
            label: t("tool.freeTrial"),
            value: tool.freeTrial ? t("tool.freeTrialAvailable") : t("tool.noFreeTrial"),
          },
        ]}
      />
    </div>
  );
}
