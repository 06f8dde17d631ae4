import type { ToolSubmissionInput } from "@app/shared/leads";
import { toolPath } from "@app/shared/route-meta";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ToolSubmissionForm } from "@/features/leads/components/tool-submission-form";
import { isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useCreateRevision, useVendorListing } from "../api/vendor-listings";
import { submissionFormValues } from "../lib/submission-form-values";

/**
 * The submission form filled with the vendor's live listing; saving sends a revision to review
 * and the live listing stays as it is until an admin approves it. Until the vendor's address is
 * confirmed, the notice that asks for it stands in for the form (the server refuses the edit).
 */
export function EditListing({
  id,
  onClose,
  onEditRevision,
}: {
  id: string;
  onClose: () => void;
  onEditRevision: (submissionId: string) => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data, isPending, isError, error, refetch } = useVendorListing(id);
  const revise = useCreateRevision(id);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening the form moves focus to its heading, so keyboard and screen reader users land here.
  useEffect(() => heading.current?.focus(), []);

  const send = async (input: ToolSubmissionInput) => {
    try {
      await revise.mutateAsync(input);
    } catch (failure) {
      // Another tab sent a revision first: say so, and show the listing's state again.
      if (isApiError(failure) && failure.status === 409) {
        toast.error(t("vendorRevisions.edit.alreadyOpen"));
        await refetch();
        return;
      }
      throw failure;
    }
    toast.success(t("vendorRevisions.edit.success"), {
      description: t("vendorRevisions.edit.successDescription"),
    });
    onClose();
  };

  let body: React.ReactNode;
  if (isPending) {
    body = <Spinner label={t("vendorRevisions.edit.loading")} />;
  } else if (isError) {
    const missing = isApiError(error) && error.status === 404;
    body = (
      <Card className="grid justify-items-start gap-4">
        <p role="alert" className="text-slate-700">
          {missing ? t("vendorRevisions.edit.notFound") : t("vendorRevisions.edit.loadError")}
        </p>
        {missing ? null : (
          <Button variant="outline" onClick={() => void refetch()}>
            {t("common.tryAgain")}
          </Button>
        )}
      </Card>
    );
  } else if (data.openRevision) {
    const { openRevision } = data;
    body = (
      <Card className="grid justify-items-start gap-4">
        <p className="text-slate-700">
          {openRevision.status === "changes_requested"
            ? t("vendorRevisions.edit.changesRequested")
            : t("vendorRevisions.edit.inReview")}
        </p>
        {openRevision.status === "changes_requested" ? (
          <Button size="sm" onClick={() => onEditRevision(openRevision.id)}>
            {t("dashboard.vendor.myTools.editAndResubmit")}
          </Button>
        ) : null}
      </Card>
    );
  } else {
    body = (
      <>
        <Card className="grid gap-3 border-brand-100 bg-brand-50">
          <p className="text-slate-800">{t("vendorRevisions.edit.intro")}</p>
          {data.published ? (
            <Button asChild variant="outline" size="sm" className="justify-self-start">
              <Link to={toolPath(data.slug)}>
                <ExternalLink aria-hidden="true" />
                {t("vendorRevisions.viewLive")}
              </Link>
            </Button>
          ) : null}
        </Card>
        {user && !user.emailVerified ? (
          // The server refuses an edit until the address is confirmed: say so before any typing.
          <VerifyEmailNotice email={user.email} />
        ) : (
          <Card>
            <ToolSubmissionForm initialValues={submissionFormValues(data)} submit={send} />
          </Card>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="edit-listing-heading" className="grid gap-6">
      <div className="grid justify-items-start gap-3">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t("dashboard.vendor.resubmit.back")}
        </Button>
        <h2
          id="edit-listing-heading"
          ref={heading}
          tabIndex={-1}
          className="font-bold text-2xl outline-none"
        >
          {data ? (
            <Trans
              i18nKey="vendorRevisions.edit.titleFor"
              values={{ name: data.name }}
              components={{ name: <bdi /> }}
            />
          ) : (
            t("vendorRevisions.edit.title")
          )}
        </h2>
      </div>
      {body}
    </section>
  );
}
