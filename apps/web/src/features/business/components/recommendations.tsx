import type { Recommendation, RecommendationReason } from "@app/shared/recommendations";
import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { RecommendedToolCard } from "@/features/catalog/components/recommended-tool-card";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
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
  const reason = useReasonText();
  return (
    <RecommendedToolCard
      tool={item.tool}
      badges={
        <Badge variant="success">
          {t("business.recommendations.match", { value: format.percent(item.match / 100) })}
        </Badge>
      }
    >
      <p className="text-brand-800 text-sm">{reason(item.reason)}</p>
    </RecommendedToolCard>
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
