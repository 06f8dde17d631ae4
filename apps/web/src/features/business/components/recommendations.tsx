import type { Recommendation, RecommendationReason } from "@app/shared/recommendations";
import { toolPath } from "@app/shared/route-meta";
import { Sparkles, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ToolLogo } from "@/features/catalog/components/tool-logo";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useRecommendations } from "../api/get-recommendations";

/** The Recommendations tab: tools picked from the user's saves and ratings, best match first. */
export function Recommendations() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useRecommendations();

  if (isPending) return <Spinner label={t("business.recommendations.loading")} />;
  if (isError) {
    return (
      <ListError text={t("business.recommendations.loadError")} onRetry={() => void refetch()} />
    );
  }
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 text-slate-700">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        {data.personalised
          ? t("business.recommendations.personalised")
          : t("business.recommendations.newUser")}
      </p>
      {data.items.length === 0 ? (
        <Card className="text-center text-slate-600">{t("business.recommendations.empty")}</Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((item) => (
            <RecommendationCard key={item.tool.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RecommendationCard({ item }: { item: Recommendation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useCatalogLabels();
  const reason = useReasonText();
  const { tool } = item;
  const headingId = `recommended-${tool.id}`;
  return (
    <li aria-labelledby={headingId} className="grid">
      <Card className="grid content-start gap-3">
        <div className="flex items-start gap-3">
          <ToolLogo name={tool.name} logo={tool.logo} />
          <div className="grid min-w-0 gap-1">
            <h3 id={headingId} className="font-semibold text-lg leading-tight">
              <bdi>{tool.name}</bdi>
            </h3>
            <p className="text-slate-600 text-sm">{labels.category(tool.category)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="success">
            {t("business.recommendations.match", { value: format.percent(item.match / 100) })}
          </Badge>
          {tool.reviewsCount > 0 ? (
            <span className="inline-flex items-center gap-1 text-slate-700 text-sm">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              {format.rating(tool.rating)}
            </span>
          ) : null}
        </div>
        <VendorText as="p" className="text-slate-700 text-sm">
          {tool.shortDesc}
        </VendorText>
        <p className="text-brand-800 text-sm">{reason(item.reason)}</p>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={toolPath(tool.id)}>{t("business.recommendations.viewDetails")}</Link>
        </Button>
      </Card>
    </li>
  );
}

/** The one-line reason, in the reader's language, from the server's code. */
function useReasonText() {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  return (reason: RecommendationReason): string => {
    switch (reason.kind) {
      case "category":
        return t("business.recommendations.reason.category", {
          category: labels.category(reason.category),
        });
      case "industry":
        return t("business.recommendations.reason.industry", {
          industry: labels.industry(reason.industry),
        });
      case "featured":
        return t("business.recommendations.reason.featured");
      case "topRated":
        return t("business.recommendations.reason.topRated");
    }
  };
}
