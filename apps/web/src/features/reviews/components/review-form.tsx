import { CATALOG_LIMITS } from "@app/shared/catalog";
import type { Review } from "@app/shared/catalog-schemas";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useSaveRating } from "../api/save-rating";
import { StarPicker } from "./star-picker";

interface ReviewFormProps {
  toolId: string;
  existing: Review | null;
  onDone: () => void;
}

/** Stars (required) and optional text; creates or updates the user's one rating. */
export function ReviewForm({ toolId, existing, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [review, setReview] = useState(existing?.review ?? "");
  const save = useSaveRating(toolId);
  const ratingLabelId = useId();
  const reviewId = useId();
  const counterId = useId();
  const max = CATALOG_LIMITS.reviewMaxLength;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    save.mutate(
      { rating, review: review.trim() || null },
      {
        onSuccess: (result) => {
          toast.success(result.created ? t("reviews.submitted") : t("reviews.updated"), {
            description: t("reviews.thanks"),
          });
          onDone();
        },
        onError: (error) => {
          console.warn("Saving the rating failed", error);
          toast.error(t("reviews.error"), {
            description: failureText(error, t, t("reviews.failed")),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <span id={ratingLabelId} className="font-medium text-slate-800 text-sm">
          {t("reviews.yourRating")}
        </span>
        <StarPicker value={rating} onChange={setRating} labelledBy={ratingLabelId} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={reviewId}>
            {t("reviews.yourReview")}{" "}
            <span className="font-normal text-slate-500">({t("common.optional")})</span>
          </Label>
          <span id={counterId} className="text-slate-500 text-xs" aria-live="polite">
            {t("reviews.characters", {
              used: format.number(review.length),
              max: format.number(max),
            })}
          </span>
        </div>
        <Textarea
          id={reviewId}
          value={review}
          maxLength={max}
          rows={5}
          aria-describedby={counterId}
          placeholder={t("reviews.placeholder")}
          onChange={(event) => setReview(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("reviews.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={rating < 1 || save.isPending}>
          {existing ? t("reviews.update") : t("reviews.submit")}
        </Button>
      </div>
    </form>
  );
}
