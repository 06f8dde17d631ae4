import type { SubmissionList } from "@app/shared/review";
import { useState } from "react";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/use-translation";
import { useSubmission } from "../api/get-submissions";
import { DecisionForm } from "./decision-form";
import { SubmissionFields } from "./submission-fields";

function SubmissionReview({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSubmission(id);
  if (isPending) return <Spinner label={t("common.loading")} className="py-8" />;
  if (isError || !data) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-slate-700">
          {t("dashboard.admin.review.loadError")}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <>
      <SubmissionFields submission={data} />
      <DecisionForm submissionId={id} name={data.name} onDone={onDone} />
    </>
  );
}

/** "Review" and its dialog: every field the vendor sent, and the three decisions. */
export function SubmissionReviewDialog({
  submission,
}: {
  submission: SubmissionList["items"][number];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm">
          {t("dashboard.admin.pending.review")}
          <span className="sr-only">
            {" "}
            <VendorText>{submission.name}</VendorText>
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>
          <VendorText>{submission.name}</VendorText>
        </DialogTitle>
        <DialogDescription>{t("dashboard.admin.review.description")}</DialogDescription>
        {open ? <SubmissionReview id={submission.id} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
