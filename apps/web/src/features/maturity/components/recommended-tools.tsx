import type { MaturityRecommendation, MaturityResult } from "@app/shared/maturity";
import { toolPath } from "@app/shared/route-meta";
import { BadgeCheck, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ToolLogo } from "@/features/catalog/components/tool-logo";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useFormatters } from "@/features/locale/hooks/use-formatters";

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
  const format = useFormatters();
  const labels = useCatalogLabels();
  const { tool } = item;
  const headingId = `maturity-tool-${tool.id}`;
  return (
    <li aria-labelledby={headingId} className="grid">
      <Card className="grid content-start gap-3 p-4">
        <div className="flex items-start gap-3">
          <ToolLogo name={tool.name} logo={tool.logo} />
          <div className="grid min-w-0 gap-1">
            <h4 id={headingId} className="font-semibold leading-tight">
              <Link
                to={toolPath(tool.id)}
                className="text-slate-900 underline-offset-2 hover:underline"
                aria-label={t("maturity.result.viewTool", { name: tool.name })}
              >
                <bdi>{tool.name}</bdi>
              </Link>
            </h4>
            <p className="text-slate-600 text-sm">{labels.category(tool.category)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">
            {t("maturity.result.forArea", { area: t(`maturity.areas.${item.area}`) })}
          </Badge>
          {item.industryMatch ? (
            <Badge variant="success">{t("maturity.result.forIndustry")}</Badge>
          ) : null}
          {tool.verified ? (
            <Badge>
              <BadgeCheck aria-hidden="true" />
              {t("marketplace.badges.verified")}
            </Badge>
          ) : null}
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
      </Card>
    </li>
  );
}
