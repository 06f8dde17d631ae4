import { REVIEW_SORTS, type ReviewSort } from "@app/shared/catalog";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/use-translation";

/** The order of the reviews: a native select, keyboard and screen-reader friendly as it is. */
export function ReviewSortSelect({
  value,
  onChange,
}: {
  value: ReviewSort;
  onChange: (sort: ReviewSort) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-slate-600 text-sm">
        {t("reviews.sort.label")}
      </Label>
      <select
        id={id}
        className="h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value as ReviewSort)}
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`reviews.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
