import { REVIEW_LIMITS, type ReviewDecision, reviewReasonSchema } from "@app/shared/review";
import { Check, MessageSquareWarning, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useDecideSubmission } from "../api/decide-submission";

interface DecisionFormProps {
  submissionId: string;
  name: string;
  /** Called once the submission has left the queue (decided here or by someone else). */
  onDone: () => void;
}

/** Approve, or reject / request changes with a reason the vendor reads. */
export function DecisionForm({ submissionId, name, onDone }: DecisionFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const decide = useDecideSubmission(submissionId);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const reasonId = useId();
  const errorId = useId();
  const hintId = useId();

  const run = (decision: ReviewDecision) => {
    if (decision !== "approve" && !reviewReasonSchema.safeParse({ reason }).success) {
      setReasonError(
        t("dashboard.admin.review.reasonInvalid", {
          min: format.number(REVIEW_LIMITS.reasonMin),
          max: format.number(REVIEW_LIMITS.reasonMax),
        }),
      );
      document.getElementById(reasonId)?.focus();
      return;
    }
    setReasonError("");
    // The awaited promise, not mutate()'s callbacks: those are dropped when this form unmounts,
    // and the refreshed queue removes the decided row (and this form) before they would run.
    void decide
      .mutateAsync({ decision, reason: decision === "approve" ? undefined : reason.trim() })
      .then(
        ({ vendorNotAssigned }) => {
          // Approved, but the new listing has no vendor: say why, so the admin can assign one.
          toast.success(t(`dashboard.admin.review.done.${decision}`, { name }), {
            description: vendorNotAssigned
              ? t(`dashboard.admin.review.vendorNotAssigned.${vendorNotAssigned}`)
              : undefined,
          });
          onDone();
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 409) {
            toast.error(t("dashboard.admin.review.alreadyDecided"));
            onDone();
            return;
          }
          console.warn("Deciding the submission failed", error);
          toast.error(t("dashboard.admin.review.failed"), {
            description: failureText(error, t, t("common.error")),
          });
        },
      );
  };

  return (
    <form
      className="grid gap-4 border-slate-200 border-t pt-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{t("dashboard.admin.review.reason")}</Label>
        <p id={hintId} className="text-slate-500 text-sm">
          {t("dashboard.admin.review.reasonHint")}
        </p>
        <Textarea
          id={reasonId}
          value={reason}
          rows={3}
          maxLength={REVIEW_LIMITS.reasonMax}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setReasonError("");
          }}
        />
        <FieldError id={errorId}>{reasonError}</FieldError>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => run("request-changes")}
        >
          <MessageSquareWarning aria-hidden="true" />
          {t("dashboard.admin.review.requestChanges")}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => run("reject")}
        >
          <X aria-hidden="true" />
          {t("dashboard.admin.review.reject")}
        </Button>
        <Button type="button" disabled={decide.isPending} onClick={() => run("approve")}>
          <Check aria-hidden="true" />
          {t("dashboard.admin.review.approve")}
        </Button>
      </div>
    </form>
  );
}
