import type { VendorSubmission } from "@app/shared/review";
import { toolPath } from "@app/shared/route-meta";
import { CircleCheck, ExternalLink, EyeOff, PencilLine } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { RevisionStatusBadge } from "./revision-status-badge";
import { SubmissionStatusBadge } from "./submission-status-badge";

/**
 * One row of My Tools: a live listing with its latest revision's status, or a new tool's
 * submission; what the vendor can read about it and do with it.
 */
export function SubmissionItem({
  submission,
  onEdit,
  onEditListing,
}: {
  submission: VendorSubmission;
  onEdit: (id: string) => void;
  onEditListing: (listingId: string) => void;
}) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const { id, listingId, status, reviewerNotes, liveSlug } = submission;
  const headingId = `submission-${id ?? listingId}`;
  // A listing's row shows its latest revision; its first, approved submission is the listing.
  const revision = listingId !== null && submission.revisionOf !== null ? status : null;
  const open = status === "pending" || status === "changes_requested";
  const name = <bdi>{submission.name}</bdi>;

  return (
    <li aria-labelledby={headingId} className="grid gap-3 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="font-semibold text-lg">
          {name}
        </h3>
        {listingId === null && status ? <SubmissionStatusBadge status={status} /> : null}
        {listingId !== null && liveSlug ? (
          <Badge variant="success">
            <CircleCheck aria-hidden="true" />
            {t("vendorRevisions.live")}
          </Badge>
        ) : null}
        {listingId !== null && !liveSlug ? (
          <Badge>
            <EyeOff aria-hidden="true" />
            {t("vendorRevisions.hidden")}
          </Badge>
        ) : null}
        {revision ? <RevisionStatusBadge status={revision} /> : null}
        {listingId === null && submission.revisionOf ? (
          <Badge variant="outline">{t("dashboard.vendor.myTools.revision")}</Badge>
        ) : null}
      </div>
      <p className="text-slate-600 text-sm">
        {labels.category(submission.category)} ·{" "}
        {listingId === null
          ? t("dashboard.vendor.myTools.submittedOn", { date: format.date(submission.createdAt) })
          : t("vendorRevisions.updatedOn", { date: format.date(submission.updatedAt) })}
      </p>
      {status === "pending" ? (
        <p className="text-slate-700 text-sm">
          {revision ? t("vendorRevisions.pendingNote") : t("dashboard.vendor.myTools.pendingNote")}
        </p>
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
        {liveSlug ? (
          <Button asChild variant="outline" size="sm">
            <Link to={toolPath(liveSlug)}>
              <ExternalLink aria-hidden="true" />
              {t("dashboard.vendor.myTools.viewLive")}
              <span className="sr-only"> {name}</span>
            </Link>
          </Button>
        ) : null}
        {status === "changes_requested" && id ? (
          <Button size="sm" onClick={() => onEdit(id)}>
            {t("dashboard.vendor.myTools.editAndResubmit")}
            <span className="sr-only"> {name}</span>
          </Button>
        ) : null}
        {listingId !== null && !open ? (
          <Button size="sm" onClick={() => onEditListing(listingId)}>
            <PencilLine aria-hidden="true" />
            {t("vendorRevisions.edit.button")}
            <span className="sr-only"> {name}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
