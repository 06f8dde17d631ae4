import type { RecommendedTool } from "@app/shared/catalog-schemas";
import { toolPath } from "@app/shared/route-meta";
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import { ToolLogo } from "./tool-logo";

/**
 * A recommended tool as a list item: logo, name and category, the caller's badges with the
 * rating, the short description, the caller's line on why, and View Details.
 */
export function RecommendedToolCard({
  tool,
  badges,
  children,
  headingLevel = 3,
}: {
  tool: RecommendedTool;
  badges: ReactNode;
  children?: ReactNode;
  /** The name's heading level: 4 under a section whose own heading is an h3. */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useCatalogLabels();
  const headingId = `recommended-${tool.id}`;
  return (
    <li aria-labelledby={headingId} className="grid">
      <Card className="grid content-start gap-3">
        <div className="flex items-start gap-3">
          <ToolLogo name={tool.name} logo={tool.logo} />
          <div className="grid min-w-0 gap-1">
            <Heading id={headingId} className="font-semibold text-lg leading-tight">
              <bdi>{tool.name}</bdi>
            </Heading>
            <p className="text-slate-600 text-sm">{labels.category(tool.category)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {badges}
          {tool.reviewsCount > 0 ? (
            <span className="inline-flex items-center gap-1 text-slate-700 text-sm">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              {format.rating(tool.rating)}
            </span>
          ) : null}
        </div>
        <VendorText as="p" className="line-clamp-3 text-slate-700 text-sm">
          {tool.shortDesc}
        </VendorText>
        {children}
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={toolPath(tool.id)}>{t("marketplace.viewDetails")}</Link>
        </Button>
      </Card>
    </li>
  );
}
