import type { VendorSubmission } from "@app/shared/review";
import { toolPath } from "@app/shared/route-meta";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { SubmissionStatusBadge } from "./submission-status-badge";

/** One submission: its status, and what the vendor can do or read about it. */
export function SubmissionItem({
  submission,
  onEdit,
}: {
  submission: VendorSubmission;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const { status, reviewerNotes, liveSlug } = submission;
  const headingId = `submission-${submission.id}`;

  return (
    <li aria-labelledby={headingId} className="grid gap-3 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="font-semibold text-lg">
          <bdi>{submission.name}</bdi>
        </h3>
        <SubmissionStatusBadge status={status} />
        {submission.revisionOf ? (
          <Badge variant="outline">{t("dashboard.vendor.myTools.revision")}</Badge>
        ) : null}
      </div>
      <p className="text-slate-600 text-sm">
        {labels.category(submission.category)} ·{" "}
        {t("dashboard.vendor.myTools.submittedOn", { date: format.date(submission.createdAt) })}
      </p>
      {status === "pending" ? (
        <p className="text-slate-700 text-sm">{t("dashboard.vendor.myTools.pendingNote")}</p>
      ) : null}
      {status === "rejected" || status === "changes_requested" ? (
        <div className="rounded-lg bg-slate-50 p-4 text-sm">
          <p className="font-medium text-slate-900">
            {status === "rejected"
              ? t("dashboard.vendor.myTools.rejectedReason")
              : t("dashboard.vendor.myTools.changesNotes")}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">
            <bdi>{reviewerNotes ?? t("dashboard.vendor.myTools.noNotes")}</bdi>
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {status === "approved" && liveSlug ? (
          <Button asChild variant="outline" size="sm">
            <Link to={toolPath(liveSlug)}>
              <ExternalLink aria-hidden="true" />
              {t("dashboard.vendor.myTools.viewLive")}
              <span className="sr-only">
                {" "}
                <bdi>{submission.name}</bdi>
              </span>
            </Link>
          </Button>
        ) : null}
        {status === "changes_requested" ? (
          <Button size="sm" onClick={() => onEdit(submission.id)}>
            {t("dashboard.vendor.myTools.editAndResubmit")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
