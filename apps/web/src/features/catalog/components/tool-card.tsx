import { CATALOG_LIMITS } from "@app/shared/catalog";
import type { ToolSummary } from "@app/shared/catalog-schemas";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { trackDemoClick, websiteVisitHref } from "@/features/analytics/api/track-outbound-click";
import { CompareToggle } from "@/features/compare/components/compare-toggle";
import { FavoriteHeartButton } from "@/features/favorites/components/favorite-heart-button";
import { ToolPrice } from "@/features/pricing/components/tool-price";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import { useTextLang } from "../hooks/use-text-lang";
import { ExternalLinkButton } from "./external-link";
import { IndustryTags } from "./industry-tags";
import { ToolBadges } from "./tool-badges";
import { ToolLogo } from "./tool-logo";
import { ToolRating } from "./tool-rating";

export function ToolCard({ tool }: { tool: ToolSummary }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const titleId = useId();
  const langOf = useTextLang(tool);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md md:gap-4 md:p-5"
    >
      <div className="flex items-start gap-3">
        <ToolLogo name={tool.name} logo={tool.logo} />
        {/* The name sits beside its logo, its badges under it; their row keeps its height when a
            listing has none, so the cards of a row line up. */}
        <div className="grid min-w-0 flex-1 gap-1.5">
          {/* The one thing a card must show whole: a long name wraps, never cut. Isolated, so a
              Latin name in an Arabic card keeps its order and aligns to the start with the logo. */}
          <h2
            id={titleId}
            className="text-pretty text-start font-semibold text-lg text-slate-900 leading-snug wrap-break-word"
          >
            <bdi>{tool.name}</bdi>
          </h2>
          <div className="sm:min-h-5">
            <ToolBadges tool={tool} />
          </div>
        </div>
        {/* Saving, comparing, the demo and the website stay on the tool page on a phone. */}
        <div className="hidden md:block">
          <FavoriteHeartButton toolId={tool.id} />
        </div>
      </div>
      <ToolRating rating={tool.rating} reviewsCount={tool.reviewsCount} />
      <p className="font-medium text-brand-700 text-sm">{labels.category(tool.category)}</p>
      {tool.matchedNeed ? (
        <p className="text-slate-700 text-sm" data-testid="matched-need">
          {t("marketplace.matchedNeed", { need: tool.matchedNeed })}
        </p>
      ) : null}
      <VendorText
        as="p"
        lang={langOf("shortDesc")}
        className="line-clamp-2 text-slate-600 text-sm md:line-clamp-3"
      >
        {tool.shortDesc}
      </VendorText>
      <IndustryTags industries={tool.industryTags.slice(0, CATALOG_LIMITS.cardIndustryTags)} />
      <div className="mt-auto grid gap-1">
        <ToolPrice pricing={tool} />
      </div>
      <div className="grid gap-2">
        <div className="flex gap-2">
          <Button asChild size="sm" className="flex-1">
            <Link to={`/tool/${tool.id}`}>
              {t("marketplace.viewDetails")}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Link>
          </Button>
          <CompareToggle tool={tool} className="hidden md:inline-flex" />
        </div>
        {tool.demoUrl || tool.websiteUrl ? (
          <div className="hidden gap-2 md:flex [&>*]:flex-1">
            {tool.demoUrl ? (
              <ExternalLinkButton
                href={tool.demoUrl}
                onClick={() => trackDemoClick(tool.id, "tool_card")}
              >
                {t("marketplace.demo")}
              </ExternalLinkButton>
            ) : null}
            {tool.websiteUrl ? (
              <ExternalLinkButton href={websiteVisitHref(tool.id)}>
                {t("marketplace.website")}
              </ExternalLinkButton>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
