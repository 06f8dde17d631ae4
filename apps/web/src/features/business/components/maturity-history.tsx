import {
  MATURITY_AREAS,
  maturityChange,
  maturityLevelOf,
  type SavedMaturityAssessment,
} from "@app/shared/maturity";
import { Gauge } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ListEmpty, ListError } from "@/features/dashboard/components/list-states";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useAssessmentHistory } from "@/features/maturity/api/get-assessment-history";
import { ChangeText } from "@/features/maturity/components/change-text";
import { useTranslation } from "@/lib/use-translation";

/** The account's saved self-assessments, newest first, each with its change from the one before. */
export function MaturityHistory() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAssessmentHistory();

  if (isPending) return <Spinner label={t("maturity.history.loading")} />;
  if (isError) {
    return <ListError text={t("maturity.history.loadError")} onRetry={() => void refetch()} />;
  }
  const retake = (
    <Button asChild variant="outline" className="justify-self-start">
      <Link to="/digital-maturity">
        {data.items.length ? t("maturity.history.retake") : t("maturity.history.take")}
      </Link>
    </Button>
  );
  if (data.items.length === 0) {
    return (
      <div className="grid gap-4">
        <ListEmpty icon={Gauge}>{t("maturity.history.empty")}</ListEmpty>
        {retake}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">{t("maturity.history.intro")}</p>
      <ol className="grid gap-4">
        {data.items.map((item, index) => (
          <HistoryEntry key={item.id} item={item} before={data.items[index + 1]} />
        ))}
      </ol>
      {retake}
    </div>
  );
}

function HistoryEntry({
  item,
  before,
}: {
  item: SavedMaturityAssessment;
  before: SavedMaturityAssessment | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = before ? maturityChange(before.scores, item.scores) : null;
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900">
            {t("maturity.history.entry", {
              date: format.date(item.createdAt),
              score: item.scores.overall,
            })}
          </h3>
          <Badge variant="brand">
            {t(`maturity.result.levels.${maturityLevelOf(item.scores.overall)}`)}
          </Badge>
          {change ? (
            <ChangeText value={change.overall} />
          ) : (
            <span className="text-slate-600 text-sm">{t("maturity.history.first")}</span>
          )}
        </div>
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {MATURITY_AREAS.map((area) => (
            <li key={area} className="flex flex-wrap items-center gap-2 text-slate-700">
              {t("maturity.result.areaScore", {
                area: t(`maturity.areas.${area}`),
                score: item.scores.areas[area],
              })}
              {change ? <ChangeText value={change.areas[area]} /> : null}
            </li>
          ))}
        </ul>
      </Card>
    </li>
  );
}
