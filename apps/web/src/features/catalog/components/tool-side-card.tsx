import type { Tool } from "@app/shared/catalog-schemas";
import { MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { Card } from "@/components/ui/card";
import { trackDemoClick, websiteVisitHref } from "@/features/analytics/api/track-outbound-click";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { ReportButton } from "@/features/reports/components/report-button";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";
import { ExternalLinkButton } from "./external-link";

/** Pricing and the calls to action beside the tabs. */
export function ToolSideCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  return (
    <Card className="grid gap-4 lg:sticky lg:top-24">
      <div className="grid gap-1">
        <h2 className="font-medium text-slate-500 text-sm">{t("tool.pricing")}</h2>
        <VendorText as="p" className="font-bold text-2xl text-slate-900" data-price-summary="">
          {tool.pricing ?? t("marketplace.contactForPricing")}
        </VendorText>
        <p className="text-slate-600 text-sm">{labels.pricingModel(tool.pricingModel)}</p>
        {tool.freeTrial ? (
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
