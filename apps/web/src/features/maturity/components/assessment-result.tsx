import {
  MATURITY_AREAS,
  type MaturityArea,
  type MaturityScores,
  maturityChange,
  maturityLevelOf,
} from "@app/shared/maturity";
import type { RefObject } from "react";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import type { SavedHere, StoredAssessment } from "../lib/stored-assessment";
import { AssessmentActions } from "./assessment-actions";
import { ChangeText } from "./change-text";
import { PanelHeading } from "./panel-heading";
import { RecommendedTools } from "./recommended-tools";

interface AssessmentResultProps {
  stored: StoredAssessment;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetake: () => void;
  onSaved: (saved: SavedHere) => void;
}

/**
 * The scores the server worked out: overall with its level and reading, each area with its own,
 * the change since the last saved result once this one is saved, and tools for the weak areas.
 */
export function AssessmentResult({ stored, headingRef, onRetake, onSaved }: AssessmentResultProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { user } = useAuth();
  const { scores } = stored.result;
  // Saved by whoever is signed in now; another account's save on this browser does not count.
  const saved = user && stored.saved?.userId === user.id ? stored.saved : null;
  const previous = saved?.previous ?? null;
  const change = previous ? maturityChange(previous.scores, scores) : null;
  const level = maturityLevelOf(scores.overall);

  return (
    <section aria-labelledby="maturity-result-title" className="grid gap-8">
      <div className="grid gap-3">
        <PanelHeading id="maturity-result-title" ref={headingRef}>
          {t("maturity.result.title")}
        </PanelHeading>
        <p className="text-slate-500 text-sm">
          {t("maturity.result.takenOn", { date: format.date(stored.takenAt) })}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
          <p className="grid">
            <span className="text-slate-600 text-sm">{t("maturity.result.overall")}</span>
            <span className="font-bold text-4xl text-brand-700" data-testid="maturity-overall">
              {t("maturity.result.outOf", { score: scores.overall })}
            </span>
          </p>
          <Badge variant="brand">{t(`maturity.result.levels.${level}`)}</Badge>
          {change ? <ChangeText value={change.overall} /> : null}
        </div>
        <p className="text-slate-700">{t(`maturity.result.reading.${level}`)}</p>
        {previous ? (
          <p className="text-slate-600 text-sm">
            {t("maturity.result.previousOn", { date: format.date(previous.createdAt) })}
          </p>
        ) : null}
      </div>
      <AreaScores scores={scores} change={change} />
      <RecommendedTools result={stored.result} />
      <AssessmentActions
        input={stored.input}
        saved={saved !== null}
        onRetake={onRetake}
        onSaved={onSaved}
      />
    </section>
  );
}

function AreaScores({ scores, change }: { scores: MaturityScores; change: MaturityScores | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-lg text-slate-900">{t("maturity.result.areasTitle")}</h3>
      <ul className="grid gap-4">
        {MATURITY_AREAS.map((area) => (
          <AreaScore key={area} area={area} score={scores.areas[area]} change={change} />
        ))}
      </ul>
    </div>
  );
}

function AreaScore({
  area,
  score,
  change,
}: {
  area: MaturityArea;
  score: number;
  change: MaturityScores | null;
}) {
  const { t } = useTranslation();
  const level = maturityLevelOf(score);
  const name = t(`maturity.areas.${area}`);
  return (
    <li className="grid gap-1.5" data-testid={`maturity-area-${area}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">
          {t("maturity.result.areaScore", { area: name, score })}
        </span>
        <span className="flex items-center gap-2 text-sm">
          <Badge>{t(`maturity.result.levels.${level}`)}</Badge>
          {change ? <ChangeText value={change.areas[area]} /> : null}
        </span>
      </div>
      {/* The figure is in the text above; the bar only draws it. */}
      <div className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${score}%` }} />
      </div>
      <p className="text-slate-600 text-sm">{t(`maturity.result.areaReading.${area}.${level}`)}</p>
    </li>
  );
}
