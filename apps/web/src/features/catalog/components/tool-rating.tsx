import { StarRating } from "@/components/ui/star-rating";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";

interface ToolRatingProps {
  rating: number;
  reviewsCount: number;
  className?: string;
}

/**
 * Stars, the average to one decimal and the review count; "No reviews yet" for a tool nobody has
 * reviewed (zero stars would read as a bad rating).
 */
export function ToolRating({ rating, reviewsCount, className }: ToolRatingProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (reviewsCount === 0) {
    return (
      <p className={cn("text-slate-500 text-sm", className)} data-testid="no-reviews">
        {t("marketplace.noReviews")}
      </p>
    );
  }
  const average = format.rating(rating);
  return (
    <div className={cn("flex flex-wrap items-center gap-1.5 text-sm", className)}>
      <StarRating value={rating} label={t("marketplace.ratingLabel", { rating: average })} />
      <span className="font-medium text-slate-900">{average}</span>
      <span className="text-slate-500">
        {t("marketplace.reviewCount", { count: reviewsCount })}
      </span>
    </div>
  );
}
