import type { ToolSubmissionInput } from "@app/shared/leads";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Trans } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ToolSubmissionForm } from "@/features/leads/components/tool-submission-form";
import { isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useResubmit, useVendorSubmission } from "../api/vendor-submissions";
import { submissionFormValues } from "../lib/submission-form-values";

/** The submission form filled with a submission sent back for changes; saving returns it to review. */
export function ResubmitSubmission({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useVendorSubmission(id);
  const resubmit = useResubmit(id);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening the form moves focus to its heading, so keyboard and screen reader users land here.
  useEffect(() => heading.current?.focus(), []);

  const send = async (input: ToolSubmissionInput) => {
    await resubmit.mutateAsync(input);
    toast.success(t("dashboard.vendor.resubmit.success"));
    onClose();
  };

  let body: React.ReactNode;
  if (isPending) {
    body = <Spinner label={t("dashboard.vendor.resubmit.loading")} />;
  } else if (isError) {
    const missing = isApiError(error) && error.status === 404;
    body = (
      <Card className="grid justify-items-start gap-4">
        <p role="alert" className="text-slate-700">
          {missing
            ? t("dashboard.vendor.resubmit.notFound")
            : t("dashboard.vendor.resubmit.loadError")}
        </p>
        {missing ? null : (
          <Button variant="outline" onClick={() => void refetch()}>
            {t("common.tryAgain")}
          </Button>
        )}
      </Card>
    );
  } else if (data.status !== "changes_requested") {
    body = (
      <Card>
        <p className="text-slate-700">{t("dashboard.vendor.resubmit.notWaiting")}</p>
      </Card>
    );
  } else {
    body = (
      <>
        <Card className="border-amber-200 bg-amber-50">
          <h3 className="font-semibold text-amber-900">
            {t("dashboard.vendor.myTools.changesNotes")}
          </h3>
          <p className="mt-1 whitespace-pre-line text-amber-900">
            <bdi>{data.reviewerNotes ?? t("dashboard.vendor.myTools.noNotes")}</bdi>
          </p>
        </Card>
        <Card>
          <ToolSubmissionForm initialValues={submissionFormValues(data)} submit={send} />
        </Card>
      </>
    );
  }

  return (
    <section aria-labelledby="resubmit-heading" className="grid gap-6">
      <div className="grid justify-items-start gap-3">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("dashboard.vendor.resubmit.back")}
        </Button>
        <h2
          id="resubmit-heading"
          ref={heading}
          tabIndex={-1}
          className="font-bold text-2xl outline-none"
        >
          {data ? (
            <Trans
              i18nKey="dashboard.vendor.resubmit.titleFor"
              values={{ name: data.name }}
              components={{ name: <bdi /> }}
            />
          ) : (
            t("dashboard.vendor.resubmit.title")
          )}
        </h2>
      </div>
      {body}
    </section>
  );
}
