import type { Recommendation } from "@app/shared/recommendations";
import { ChevronDown, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { RecommendedToolCard } from "@/features/catalog/components/recommended-tool-card";
import { ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useRegion } from "@/features/locale/hooks/use-region";
import { useTranslation } from "@/lib/use-translation";
import { useRecommendations } from "../api/get-recommendations";
import { useReasonText } from "../hooks/use-reason-text";

/**
 * The Recommendations tab: tools picked from the user's saves and ratings, best match first, each
 * match's reasons one tap away; for a new account, the popular tools of its region, said as such
 * and with no percentage.
 */
export function Recommendations() {
  const { t } = useTranslation();
  const region = useRegion();
  const { data, isPending, isError, refetch } = useRecommendations(region);

  if (isPending) return <Spinner label={t("business.recommendations.loading")} />;
  if (isError) {
    return (
      <ListError text={t("business.recommendations.loadError")} onRetry={() => void refetch()} />
    );
  }
  return (
    <div className="grid gap-4">
      {data.personalised ? null : (
        <h3 className="font-semibold text-lg text-slate-900" data-testid="recommendations-basis">
          {data.basis === "popularInRegion" && data.region
            ? t(`business.recommendations.popularInRegion.${data.region}`)
            : t("business.recommendations.popularHeading")}
        </h3>
      )}
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
            <RecommendationCard
              key={item.tool.id}
              item={item}
              headingLevel={data.personalised ? 3 : 4}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function RecommendationCard({
  item,
  headingLevel,
}: {
  item: Recommendation;
  /** 4 under the list's own h3 heading. */
  headingLevel: 3 | 4;
}) {
  const reason = useReasonText();
  return (
    <RecommendedToolCard tool={item.tool} badges={null} headingLevel={headingLevel}>
      {item.match === undefined ? (
        <p className="text-brand-800 text-sm">{reason(item.reason)}</p>
      ) : (
        <MatchReasons match={item.match} reasons={item.reasons.map(reason)} />
      )}
    </RecommendedToolCard>
  );
}

/** A match percentage is never shown without its reasons: one tap opens the list. */
function MatchReasons({ match, reasons }: { match: number; reasons: string[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const value = format.percent(match / 100);
  return (
    <details className="group grid gap-2 text-sm" data-testid="match-reasons">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md text-brand-800 [&::-webkit-details-marker]:hidden">
        <Badge variant="success">{t("business.recommendations.match", { value })}</Badge>
        <span className="underline underline-offset-2">
          {t("business.recommendations.whyMatch", { value })}
        </span>
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <p className="font-medium text-slate-900">{t("business.recommendations.reasonsHeading")}</p>
      <ul className="grid list-disc gap-1 ps-5 text-slate-700">
        {reasons.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </details>
  );
}
