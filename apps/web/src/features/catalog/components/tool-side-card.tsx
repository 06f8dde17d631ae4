import type { Tool } from "@app/shared/catalog-schemas";
import { MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { trackDemoClick, websiteVisitHref } from "@/features/analytics/api/track-outbound-click";
import { lazyPart } from "@/lib/lazy-part";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import { ExternalLinkButton } from "./external-link";

/**
 * The price in the reader's currency (the plans, the rates and the prices' words): its server
 * HTML shows at once and hydrates when its code arrives (ADR 30), out of the page's first script.
 */
const ToolPrice = lazyPart(() =>
  import("@/features/pricing/components/tool-price").then((module) => module.ToolPrice),
);

const PRICE_CLASS = "block font-bold text-2xl text-slate-900";

/** Saving and reporting, below the calls to action: chunks of their own too. */
const FavoriteButton = lazyPart(
  () =>
    import("@/features/favorites/components/favorite-button").then(
      (module) => module.FavoriteButton,
    ),
  { takesInput: true },
);
const ReportButton = lazyPart(
  () => import("@/features/reports/components/report-button").then((module) => module.ReportButton),
  { takesInput: true },
);

/** The card's parts, which a tool page the browser renders loads before it shows the card. */
export const SIDE_CARD_PARTS = [ToolPrice, FavoriteButton, ReportButton];

/** Pricing and the calls to action beside the tabs. */
export function ToolSideCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  return (
    <Card className="grid gap-4 lg:sticky lg:top-24">
      <div className="grid gap-1">
        <h2 className="font-medium text-slate-500 text-sm">{t("tool.pricing")}</h2>
        <ToolPrice pricing={tool} priceClassName={PRICE_CLASS} />
        <p className="text-slate-600 text-sm">{labels.pricingModel(tool.pricingModel)}</p>
        {tool.freeTrial && !tool.freeTrialDays ? (
          <p className="font-medium text-emerald-700 text-sm">{t("tool.freeTrialAvailable")}</p>
        ) : null}
      </div>
      <div className="grid gap-2">
        {tool.demoUrl ? (
          <ExternalLinkButton
            href={tool.demoUrl}
            variant="default"
            size="default"
            onClick={() => trackDemoClick(tool.id, "tool_page")}
          >
            {t("tool.tryDemo")}
          </ExternalLinkButton>
        ) : null}
        {tool.websiteUrl ? (
          <ExternalLinkButton href={websiteVisitHref(tool.id)} size="default">
            {t("tool.visitWebsite")}
          </ExternalLinkButton>
        ) : null}
        <FavoriteButton toolId={tool.id} />
      </div>
      <Link
        to="/consultation"
        className="flex items-center gap-2 rounded-md text-brand-700 text-sm underline-offset-4 hover:underline"
      >
        <MessageCircleQuestion className="size-4 shrink-0" aria-hidden="true" />
        {t("tool.needHelp")}
      </Link>
      <ReportButton subject="listing" targetId={tool.id} targetName={tool.name}>
        {t("tool.report")}
      </ReportButton>
    </Card>
  );
}
