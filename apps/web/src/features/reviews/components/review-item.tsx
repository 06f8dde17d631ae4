import type { Review } from "@app/shared/catalog-schemas";
import { UserRound } from "lucide-react";
import { VendorText } from "@/components/text/vendor-text";
import { StarRating } from "@/components/ui/star-rating";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { latinLang } from "@/lib/latin-lang";
import { useTranslation } from "@/lib/use-translation";
import { ReplyDialog } from "./reply-dialog";
import { type HelpfulMode, ReviewHelpful } from "./review-helpful";
import { ReviewReply } from "./review-reply";
import { ReviewReport } from "./review-report";
import { VerifiedBadge } from "./verified-badge";

interface ReviewItemProps {
  toolId: string;
  review: Review;
  /** Who reads it: "vote" is a signed-in reader on someone else's review. */
  helpfulMode: HelpfulMode;
  /** The reader's helpful vote on it, if any. */
  myVote?: boolean | undefined;
  /** The reader is the listing's vendor: they may reply (once) and edit their reply. */
  canReply?: boolean;
}

/**
 * One review; its text is plain text (React escapes it), never HTML. A signed-in reader may vote
 * on someone else's review and report it to the moderators.
 */
export function ReviewItem({
  toolId,
  review,
  helpfulMode,
  myVote,
  canReply = false,
}: ReviewItemProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  return (
    <article className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <UserRound className="size-5 text-slate-400" aria-hidden="true" />
        <VendorText as="h3" className="font-medium text-slate-900">
          {review.reviewerName}
        </VendorText>
        <StarRating
          value={review.rating}
          label={t("reviews.starLabel", { count: review.rating })}
        />
        {review.verified ? <VerifiedBadge /> : null}
        <time dateTime={review.createdAt} className="ms-auto text-slate-500 text-sm">
          {format.date(review.createdAt)}
        </time>
      </header>
      {review.review ? (
        <VendorText
          as="p"
          lang={latinLang(review.review, i18n.language)}
          className="whitespace-pre-line break-words text-slate-700"
        >
          {review.review}
        </VendorText>
      ) : null}
      {review.reply ? <ReviewReply reply={review.reply} /> : null}
      <ReviewHelpful toolId={toolId} review={review} mode={helpfulMode} myVote={myVote} />
      <div className="flex flex-wrap gap-2">
        {helpfulMode === "vote" ? (
          <ReviewReport reviewId={review.id} reviewerName={review.reviewerName} />
        ) : null}
        {canReply ? (
          <ReplyDialog
            toolId={toolId}
            reviewId={review.id}
            reviewerName={review.reviewerName}
            current={review.reply?.body}
          />
        ) : null}
      </div>
    </article>
  );
}
