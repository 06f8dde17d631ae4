import { CONTENT_LIMITS } from "@app/shared/content";
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useReportReview } from "../api/report-review";

/** "Report" on someone else's review: an optional reason, sent once; a repeat says so. */
export function ReviewReport({
  reviewId,
  reviewerName,
}: {
  reviewId: string;
  reviewerName: string;
}) {
  const { t } = useTranslation();
  const report = useReportReview(reviewId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reported, setReported] = useState(false);
  const reasonId = useId();

  const submit = () =>
    report.mutate(
      { reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast.success(t("reviews.report.done"));
          setReported(true);
          setOpen(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            toast.info(t("reviews.report.already"));
            setReported(true);
            setOpen(false);
            return;
          }
          console.warn("Reporting the review failed", error);
          toast.error(t("reviews.report.failed"), {
            description: failureText(error, t, t("common.error")),
          });
        },
      },
    );

  if (reported) {
    return <span className="text-slate-600 text-sm">{t("reviews.report.reported")}</span>;
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="justify-self-start text-slate-600"
          aria-label={t("reviews.report.openFor", { name: reviewerName })}
        >
          <Flag aria-hidden="true" />
          {t("reviews.report.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("reviews.report.title")}</DialogTitle>
        <DialogDescription>{t("reviews.report.description")}</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{t("reviews.report.reason")}</Label>
            <Textarea
              id={reasonId}
              rows={3}
              value={reason}
              maxLength={CONTENT_LIMITS.reportReasonMax}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("reviews.report.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {t("reviews.report.confirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
