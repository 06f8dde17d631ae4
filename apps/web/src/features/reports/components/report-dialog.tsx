import "../texts";
import {
  LISTING_REPORT_REASONS,
  REPORT_LIMITS,
  REVIEW_REPORT_REASONS,
  type ReportReason,
  type ReportSubject,
} from "@app/shared/reports";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useSendReport } from "../api/send-report";

const REASONS: Record<ReportSubject, readonly ReportReason[]> = {
  listing: LISTING_REPORT_REASONS,
  review: REVIEW_REPORT_REASONS,
};

interface ReportDialogProps {
  subject: ReportSubject;
  /** The tool's or the review's id. */
  targetId: string;
  /** The tool's name, or the reviewer's. */
  targetName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the report is filed (or was filed already). */
  onReported?: () => void;
}

/**
 * Report a listing or a review: a reason (Other needs words), optional details. The server keeps
 * one open report per user and item; a repeat is told so, and counts as reported. An account whose
 * address is not confirmed yet is told to confirm it instead (the server refuses its reports).
 */
export function ReportDialog({
  subject,
  targetId,
  targetName,
  open,
  onOpenChange,
  onReported,
}: ReportDialogProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const send = useSendReport(subject, targetId);
  const [reason, setReason] = useState<ReportReason>(REASONS[subject][0] ?? "other");
  const [details, setDetails] = useState("");
  const [missingDetails, setMissingDetails] = useState(false);
  const baseId = useId();
  const detailsId = `${baseId}-details`;

  const submit = () => {
    const words = details.trim();
    if (reason === "other" && !words) {
      setMissingDetails(true);
      document.getElementById(detailsId)?.focus();
      return;
    }
    send.mutate(
      { reason, details: words || null },
      {
        onSuccess: () => {
          toast.success(t("reports.dialog.done"));
          onOpenChange(false);
          onReported?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            toast.info(t("reports.dialog.already"));
            onOpenChange(false);
            onReported?.();
            return;
          }
          console.warn("Sending the report failed", error);
          toast.error(t("reports.dialog.failed"), {
            description: failureText(error, t, t("common.error")),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          {subject === "listing"
            ? t("reports.dialog.listingTitle")
            : t("reports.dialog.reviewTitle")}
        </DialogTitle>
        <DialogDescription>
          {subject === "listing"
            ? t("reports.dialog.listingDescription", { name: targetName })
            : t("reports.dialog.reviewDescription", { name: targetName })}
        </DialogDescription>
        {user && !user.emailVerified ? (
          // The server refuses a report until the address is confirmed: say so before any typing.
          <VerifyEmailNotice email={user.email} />
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium text-slate-800 text-sm">
                {t("reports.dialog.reason")}
              </legend>
              {REASONS[subject].map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <input
                    id={`${baseId}-${value}`}
                    type="radio"
                    name={`${baseId}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-brand-600"
                  />
                  <label htmlFor={`${baseId}-${value}`} className="text-slate-800 text-sm">
                    {t(`reports.reasons.${value}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor={detailsId}>{t("reports.dialog.details")}</Label>
              <Textarea
                id={detailsId}
                rows={3}
                value={details}
                maxLength={REPORT_LIMITS.detailsMax}
                aria-invalid={missingDetails || undefined}
                aria-describedby={`${detailsId}-hint ${detailsId}-error`}
                onChange={(event) => {
                  setDetails(event.target.value);
                  setMissingDetails(false);
                }}
              />
              <p id={`${detailsId}-hint`} className="text-slate-600 text-xs">
                {t("reports.dialog.detailsHint", { max: REPORT_LIMITS.detailsMax })}
              </p>
              <FieldError id={`${detailsId}-error`}>
                {missingDetails ? t("reports.dialog.detailsRequired") : null}
              </FieldError>
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("reports.dialog.cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? t("reports.dialog.sending") : t("reports.dialog.submit")}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
