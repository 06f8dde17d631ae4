import type { RecommendationReason } from "@app/shared/recommendations";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useTranslation } from "@/lib/use-translation";

/** A recommendation's reason, in the reader's language, from the server's code. */
export function useReasonText() {
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
      case "popular":
        return t("business.recommendations.reason.popular");
      case "hostedIn":
        return t(`business.recommendations.reason.hostedIn.${reason.region}`);
    }
  };
}
