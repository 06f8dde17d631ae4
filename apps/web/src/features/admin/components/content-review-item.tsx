import "@/features/reviews/texts";
import type { ModeratedReview } from "@app/shared/content";
import { toolPath } from "@app/shared/route-meta";
import { Eye, Flag } from "lucide-react";
import { Link } from "react-router";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StarRating } from "@/components/ui/star-rating";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { type ReviewChange, useModerateReview } from "../api/content-reviews";
import { useContentFailure } from "./content-feedback";
import { ContentReasonDialog } from "./content-reason-dialog";
import { ContentReviewReply } from "./content-review-reply";

/** One review to moderate: who wrote it on which tool, its reports, and hide or unhide. */
export function ContentReviewItem({ review }: { review: ModeratedReview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const moderate = useModerateReview(review.id);
  const onFailure = useContentFailure();
  const run = (change: ReviewChange) =>
    moderate
      .mutateAsync(change)
      .then((result) => {
        const values = {
          tool: review.toolName,
          rating: format.rating(result.tool.rating),
          count: result.tool.reviewsCount,
        };
        toast.success(
          t(
            change.kind === "hide" ? "adminContent.reviews.done" : "adminContent.reviews.unhidden",
            values,
          ),
        );
        return true;
      })
      .catch((error: unknown) => {
        onFailure(error);
        return true;
      });

  return (
    <article className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating
          value={review.rating}
          label={t("reviews.starLabel", { count: review.rating })}
        />
        <span className="text-slate-700 text-sm">
          {t("adminContent.reviews.by")}{" "}
          <VendorText className="font-medium">{review.reviewerName}</VendorText> (
          <LtrText className="break-all">{review.reviewerEmail}</LtrText>)
        </span>
        <span className="text-slate-700 text-sm">
          {t("adminContent.reviews.on")}{" "}
          <Link
            to={toolPath(review.toolSlug)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            <VendorText>{review.toolName}</VendorText>
          </Link>
        </span>
        <time dateTime={review.createdAt} className="ms-auto text-slate-600 text-sm">
          {format.date(review.createdAt)}
        </time>
      </header>
      {review.review ? (
        <VendorText as="p" className="whitespace-pre-line break-words text-slate-800">
          {review.review}
        </VendorText>
      ) : (
        <p className="text-slate-600 text-sm">{t("adminContent.reviews.noText")}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {review.reportsCount > 0 ? (
          <Badge variant="warning">
            <Flag className="size-3" aria-hidden="true" />
            {t("adminContent.reviews.reports", { count: review.reportsCount })}
          </Badge>
        ) : null}
        {review.hiddenAt ? <Badge>{t("adminContent.reviews.hiddenBadge")}</Badge> : null}
      </div>
      {review.reportReasons.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium text-slate-700">{t("adminContent.reviews.reportReasons")}</p>
          <ul className="grid list-disc gap-1 ps-5 text-slate-700">
            {review.reportReasons.map((reason, index) => (
              // Reasons repeat; their order in the list is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list, never reordered
              <li key={index}>
                <VendorText className="break-words">{reason}</VendorText>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.hiddenReason ? (
        <p className="break-words text-slate-600 text-sm">
          {t("adminContent.reviews.hiddenReason", { reason: review.hiddenReason })}
        </p>
      ) : null}
      {review.reply ? (
        <ContentReviewReply
          reviewId={review.id}
          reviewerName={review.reviewerName}
          reply={review.reply}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {review.hiddenAt ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={moderate.isPending}
            aria-label={t("adminContent.reviews.unhideFor", { name: review.reviewerName })}
            onClick={() => void run({ kind: "unhide" })}
          >
            <Eye aria-hidden="true" />
            {t("adminContent.reviews.unhide")}
          </Button>
        ) : (
          <ContentReasonDialog
            open={t("adminContent.reviews.hide")}
            openLabel={t("adminContent.reviews.hideFor", { name: review.reviewerName })}
            title={t("adminContent.reviews.hideTitle")}
            description={t("adminContent.reviews.hideDescription")}
            reasonLabel={t("adminContent.reviews.reason")}
            confirm={t("adminContent.reviews.confirm")}
            pending={moderate.isPending}
            onConfirm={(reason) => run({ kind: "hide", reason })}
          />
        )}
      </div>
    </article>
  );
}
