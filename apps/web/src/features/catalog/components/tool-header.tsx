import type { Tool } from "@app/shared/catalog-schemas";
import { VendorText } from "@/components/text/vendor-text";
import { CompareToggle } from "@/features/compare/components/compare-toggle";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import { useTextLang } from "../hooks/use-text-lang";
import { IndustryTags } from "./industry-tags";
import { ToolBadges } from "./tool-badges";
import { ToolLogo } from "./tool-logo";
import { ToolRating } from "./tool-rating";

export function ToolHeader({ tool }: { tool: Tool }) {
  const labels = useCatalogLabels();
  const langOf = useTextLang(tool);
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <ToolLogo name={tool.name} logo={tool.logo} size="lg" />
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <VendorText
            as="h1"
            className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
          >
            {tool.name}
          </VendorText>
          <ToolBadges tool={tool} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <ToolRating rating={tool.rating} reviewsCount={tool.reviewsCount} />
          <span className="font-medium text-brand-700 text-sm">
            {labels.category(tool.category)}
          </span>
        </div>
        <VendorText as="p" lang={langOf("shortDesc")} className="max-w-3xl text-lg text-slate-600">
          {tool.shortDesc}
        </VendorText>
        <IndustryTags industries={tool.industryTags} />
        <CompareToggle tool={tool} className="justify-self-start" />
      </div>
    </header>
  );
}
