import type { MaturityRecommendation, MaturityResult } from "@app/shared/maturity";
import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { RecommendedToolCard } from "@/features/catalog/components/recommended-tool-card";
import { useTranslation } from "@/lib/use-translation";

/** Catalogue tools for the weakest areas (the server's pick), each with the area it helps. */
export function RecommendedTools({ result }: { result: MaturityResult }) {
  const { t } = useTranslation();
  const intro = result.weakAreas.length
    ? t("maturity.result.recommendationsIntro")
    : t("maturity.result.recommendationsAllLeading");
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h3 className="font-semibold text-lg text-slate-900">
          {t("maturity.result.recommendationsTitle")}
        </h3>
        <p className="text-slate-600 text-sm">{intro}</p>
      </div>
      {result.recommendations.length === 0 ? (
        <p className="text-slate-600">{t("maturity.result.recommendationsEmpty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {result.recommendations.map((item) => (
            <RecommendedTool key={item.tool.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RecommendedTool({ item }: { item: MaturityRecommendation }) {
  const { t } = useTranslation();
  return (
    <RecommendedToolCard
      tool={item.tool}
      headingLevel={4}
      badges={
        <>
          <Badge variant="brand">
            {t("maturity.result.forArea", { area: t(`maturity.areas.${item.area}`) })}
          </Badge>
          {item.industryMatch ? (
            <Badge variant="success">{t("maturity.result.forIndustry")}</Badge>
          ) : null}
          {item.tool.verified ? (
            <Badge>
              <BadgeCheck aria-hidden="true" />
              {t("marketplace.badges.verified")}
            </Badge>
          ) : null}
        </>
      }
    />
  );
}
