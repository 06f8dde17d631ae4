import type { MaturityInput } from "@app/shared/maturity";
import { CalendarCheck, CheckCircle2, RotateCcw, Save } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useIdempotencyKeys } from "@/features/leads/hooks/use-idempotency-keys";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useSaveAssessment } from "../api/save-assessment";
import type { SavedHere } from "../lib/stored-assessment";

/** Long labels (and longer translations) wrap on a phone instead of widening the page. */
const WRAPS = "h-auto min-h-10 whitespace-normal py-2 text-center";

/** The consultation form's address parameter that ticks its attach box. */
export const ATTACH_PARAM = "assessment";

/**
 * Save to the account (signed in) or sign in to save; book a consultation with the result
 * attached; retake from the same answers.
 */
export function AssessmentActions({
  input,
  saved,
  onRetake,
  onSaved,
}: {
  input: MaturityInput;
  /** Whether the signed-in user saved this result already. */
  saved: boolean;
  onRetake: () => void;
  onSaved: (saved: SavedHere) => void;
}) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const save = useSaveAssessment();
  const keys = useIdempotencyKeys();

  const onSave = async () => {
    try {
      const answer = await save.mutateAsync({ input, idempotencyKey: keys.keyFor(input) });
      onSaved({ userId: user?.id ?? "", ...answer });
      toast.success(t("maturity.result.savedToast"), {
        description: t("maturity.result.savedToastDescription"),
      });
    } catch (error) {
      console.warn("Saving the assessment failed", error);
      toast.error(t("common.error"), {
        description: failureText(error, t, t("maturity.result.saveFailed")),
      });
    }
  };

  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-center">
      {saved ? (
        <p role="status" className="inline-flex items-center gap-2 font-medium text-emerald-700">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {t("maturity.result.saved")}
        </p>
      ) : status === "signed-in" ? (
        <Button onClick={() => void onSave()} disabled={save.isPending} className={WRAPS}>
          <Save aria-hidden="true" />
          {save.isPending ? t("maturity.result.saving") : t("maturity.result.save")}
        </Button>
      ) : status === "signed-out" ? (
        <Button asChild variant="outline" className={WRAPS}>
          <Link to="/auth">{t("maturity.result.signInToSave")}</Link>
        </Button>
      ) : null}
      <Button asChild variant={saved ? "default" : "outline"} className={WRAPS}>
        <Link to={`/consultation?${ATTACH_PARAM}=attach`}>
          <CalendarCheck aria-hidden="true" />
          {t("maturity.result.book")}
        </Link>
      </Button>
      <Button variant="ghost" onClick={onRetake} className={WRAPS}>
        <RotateCcw aria-hidden="true" className="rtl:-scale-x-100" />
        {t("maturity.result.retake")}
      </Button>
    </div>
  );
}
