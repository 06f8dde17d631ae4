import type { Alternative } from "@app/shared/alternatives";
import type { Category } from "@app/shared/catalog";
import { toolPath } from "@app/shared/route-meta";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { ToolLogo } from "@/features/catalog/components/tool-logo";
import { ToolRating } from "@/features/catalog/components/tool-rating";
import { textLangOf } from "@/features/catalog/hooks/use-text-lang";
import { useTranslation } from "@/lib/use-translation";
import { WhyListed } from "./why-listed";

interface AlternativeCardProps {
  alternative: Alternative;
  toolName: string;
  category: Category;
}

/** One alternative: its name (to its page), rating, short text and why it is listed. */
export function AlternativeCard({ alternative, toolName, category }: AlternativeCardProps) {
  const { i18n } = useTranslation();
  const { tool } = alternative;
  return (
    <li className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className="flex items-start gap-3">
        <ToolLogo name={tool.name} logo={tool.logo} />
        <div className="grid min-w-0 gap-1">
          <h2 className="font-semibold text-lg text-slate-900">
            <Link to={toolPath(tool.id)} className="text-brand-700 hover:underline">
              <VendorText className="wrap-break-word">{tool.name}</VendorText>
            </Link>
          </h2>
          <ToolRating rating={tool.rating} reviewsCount={tool.reviewsCount} />
        </div>
      </div>
      <VendorText
        as="p"
        lang={textLangOf(i18n.language, tool, "shortDesc")}
        className="text-slate-700 text-sm"
      >
        {tool.shortDesc}
      </VendorText>
      <WhyListed alternative={alternative} toolName={toolName} category={category} />
    </li>
  );
}
