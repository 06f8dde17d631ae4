import type { Tool } from "@app/shared/catalog-schemas";
import { IsolatedValue, VALUE_MARK } from "@/components/text/isolated-value";
import { VendorText } from "@/components/text/vendor-text";
import { lazyPart } from "@/lib/lazy-part";
import { useTranslation } from "@/lib/use-translation";
import { useTextLang } from "../hooks/use-text-lang";
import { TextList } from "./text-list";

/** The vendor's facts in words (their texts and formatting): a chunk of their own (ADR 30). */
const OverviewFacts = lazyPart(() => import("./overview-facts").then((m) => m.OverviewFacts));
/** The first tab's part, loaded before a tool page the browser renders shows it. */
export const OVERVIEW_PARTS = [OverviewFacts];

export function OverviewTab({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const langOf = useTextLang(tool);
  const about = tool.longDescription?.trim();
  return (
    <div className="grid gap-8">
      <section className="grid gap-3">
        <h2 className="font-semibold text-slate-900 text-xl">
          <IsolatedValue text={t("tool.about", { name: VALUE_MARK })} value={tool.name} />
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
      <OverviewFacts tool={tool} />
    </div>
  );
}
