import type { Review } from "@app/shared/catalog-schemas";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useVoteReview } from "../api/vote-review";

/** Who is reading: a signed-in reader may vote on someone else's review; anyone sees the counts. */
export type HelpfulMode = "vote" | "own" | "signed-out" | "loading";

interface ReviewHelpfulProps {
  toolId: string;
  review: Pick<Review, "id" | "reviewerName" | "helpfulCount" | "notHelpfulCount">;
  mode: HelpfulMode;
  /** The reader's vote: Yes (true), No (false), none (undefined). */
  myVote: boolean | undefined;
}

/**
 * "Was this review helpful?" Yes / No as two toggle buttons (aria-pressed); pressing the chosen
 * one again takes the vote back. The counts are a polite live region, so a vote is heard.
 */
export function ReviewHelpful({ toolId, review, mode, myVote }: ReviewHelpfulProps) {
  const { t } = useTranslation();
  const vote = useVoteReview(toolId);

  const press = (helpful: boolean) => {
    if (vote.isPending) return;
    vote.mutate(
      { reviewId: review.id, helpful: myVote === helpful ? null : helpful },
      {
        onError: (error) => {
          console.warn("Saving the helpful vote failed", error);
          toast.error(t("reviews.helpful.failed"), {
            description: failureText(error, t, t("common.error")),
          });
        },
      },
    );
  };

  const choice = (helpful: boolean) => (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-pressed={myVote === helpful}
      className={cn(myVote === helpful && "border-brand-600 bg-brand-50 text-brand-700")}
      onClick={() => press(helpful)}
    >
      {helpful ? <ThumbsUp aria-hidden="true" /> : <ThumbsDown aria-hidden="true" />}
      {helpful ? t("reviews.helpful.yes") : t("reviews.helpful.no")}
    </Button>
  );

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-600 text-sm">
      {mode === "vote" ? (
        <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
          {/* Floated, the legend sits in the row with the buttons instead of above the box. */}
          <legend className="float-start">
            {t("reviews.helpful.question")}
            <span className="sr-only">
              {" "}
              {t("reviews.helpful.questionFor", { name: review.reviewerName })}
            </span>
          </legend>
          {choice(true)}
          {choice(false)}
        </fieldset>
      ) : null}
      <p aria-live="polite">
        {t("reviews.helpful.count", { count: review.helpfulCount })}
        {review.notHelpfulCount > 0
          ? ` · ${t("reviews.helpful.notCount", { count: review.notHelpfulCount })}`
          : null}
      </p>
      {mode === "signed-out" ? (
        <Link to="/auth" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("reviews.helpful.signIn")}
        </Link>
      ) : null}
    </div>
  );
}
