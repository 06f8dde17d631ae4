import "../texts";
import type { ReviewSort } from "@app/shared/catalog";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useTranslation } from "@/lib/use-translation";
import { useMyRating } from "../api/get-my-rating";
import { useMyReviewVotes } from "../api/get-my-review-votes";
import { useReviews } from "../api/get-reviews";
import { useOwnsListing } from "../api/owns-listing";
import { ReviewDialog } from "./review-dialog";
import type { HelpfulMode } from "./review-helpful";
import { ReviewItem } from "./review-item";
import { ReviewSortSelect } from "./review-sort-select";
import { VerifiedLegend } from "./verified-badge";

interface ReviewsTabProps {
  toolId: string;
  toolName: string;
}

export function ReviewsTab({ toolId, toolName }: ReviewsTabProps) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const mine = useMyRating(toolId);
  const [sort, setSort] = useState<ReviewSort>("newest");
  const reviews = useReviews(toolId, sort);
  const myVotes = useMyReviewVotes(toolId);
  const owner = useOwnsListing(toolId);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const total = reviews.data?.pages.at(-1)?.total ?? 0;
  const remaining = Math.max(0, total - items.length);

  // SPEC §8: rating and review load errors are logged only.
  useEffect(() => {
    if (reviews.error) console.warn("Loading reviews failed", reviews.error);
    if (mine.error) console.warn("Loading your rating failed", mine.error);
    if (myVotes.error) console.warn("Loading your helpful votes failed", myVotes.error);
  }, [reviews.error, mine.error, myVotes.error]);

  const helpfulMode = (reviewId: string): HelpfulMode => {
    if (status === "signed-out") return "signed-out";
    if (status === "loading" || mine.isLoading) return "loading";
    return reviewId === mine.data?.id ? "own" : "vote";
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900 text-xl">{t("reviews.title")}</h2>
        <ReviewDialog
          toolId={toolId}
          toolName={toolName}
          existing={mine.data ?? null}
          checking={mine.isLoading}
        />
      </div>
      {total > 1 ? <ReviewSortSelect value={sort} onChange={setSort} /> : null}
      {items.some((review) => review.verified) ? <VerifiedLegend /> : null}
      {reviews.isPending ? <Spinner label={t("reviews.loading")} className="py-8" /> : null}
      {reviews.isSuccess && items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">
          {t("reviews.empty")}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid gap-3" aria-label={t("reviews.listLabel")}>
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem
                toolId={toolId}
                review={review}
                helpfulMode={helpfulMode(review.id)}
                myVote={myVotes.data?.[review.id]}
                canReply={owner.data === true}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage
            ? t("reviews.loadingMore")
            : t("reviews.showMore", { count: remaining })}
        </Button>
      ) : null}
    </div>
  );
}
