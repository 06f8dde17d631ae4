import type { MaturityInput } from "@app/shared/maturity";
import { useEffect, useRef, useState } from "react";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useAfterHydration } from "@/lib/use-hydrated";
import { useTranslation } from "@/lib/use-translation";
import { useScoreAssessment } from "../api/score-assessment";
import {
  readStoredAssessment,
  type StoredAssessment,
  writeStoredAssessment,
} from "../lib/stored-assessment";
import { AssessmentForm } from "./assessment-form";
import { AssessmentResult } from "./assessment-result";
import { PanelHeading } from "./panel-heading";

/**
 * The native self-assessment: the statements, then the server's scores and recommendations.
 * The last result is kept in this browser (a reload, a sign-in or the consultation form finds
 * it); retaking starts from its answers.
 */
export function MaturityAssessment() {
  const { t } = useTranslation();
  const score = useScoreAssessment();
  const [stored, setStored] = useState<StoredAssessment | null>(null);
  const [showResult, setShowResult] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // What only the browser knows waits for the whole page to hydrate (lib/use-hydrated.ts).
  useAfterHydration(() => {
    const last = readStoredAssessment();
    if (last) {
      setStored(last);
      setShowResult(true);
    }
  });

  // After a submit or a retake (not on the first load), the reader's focus follows the content.
  useEffect(() => {
    if (!moved.current) return;
    (showResult ? resultHeading : formHeading).current?.focus();
  }, [showResult]);

  const keep = (next: StoredAssessment) => {
    setStored(next);
    writeStoredAssessment(next);
  };

  const onSubmit = async (input: MaturityInput) => {
    setError(null);
    try {
      const result = await score.mutateAsync(input);
      keep({ input, result, takenAt: new Date().toISOString(), saved: null });
      moved.current = true;
      setShowResult(true);
    } catch (cause) {
      console.warn("Scoring the assessment failed", cause);
      const text = failureText(cause, t, t("maturity.native.failed"));
      setError(text);
      toast.error(t("common.error"), { description: text });
    }
  };

  if (stored && showResult) {
    return (
      <AssessmentResult
        stored={stored}
        headingRef={resultHeading}
        onRetake={() => {
          moved.current = true;
          setShowResult(false);
        }}
        onSaved={(saved) => keep({ ...stored, saved })}
      />
    );
  }
  return (
    <section aria-labelledby="maturity-form-title" className="grid gap-6">
      <div className="grid gap-2">
        <PanelHeading id="maturity-form-title" ref={formHeading}>
          {t("maturity.native.title")}
        </PanelHeading>
        <p className="text-slate-600">{t("maturity.native.intro")}</p>
      </div>
      <AssessmentForm
        key={stored?.takenAt ?? "new"}
        initial={stored?.input}
        busy={score.isPending}
        onSubmit={(input) => void onSubmit(input)}
      />
      {error ? (
        <p role="alert" className="text-red-600 text-sm">
          {error}
        </p>
      ) : null}
    </section>
  );
}
