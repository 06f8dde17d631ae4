import { REVIEW_FILTERS, type ReviewFilter } from "@app/shared/content";
import { MessageSquareText } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ListEmpty, ListError } from "@/features/dashboard/components/list-states";
import { Pager } from "@/features/dashboard/components/pager";
import { useTranslation } from "@/lib/use-translation";
import { CONTENT_PAGE_SIZE } from "../api/content-listings";
import { useModeratedReviews } from "../api/content-reviews";
import { ContentReviewItem } from "./content-review-item";

/** Reviews newest first, filtered to the reported or hidden ones, each hidden or shown again. */
export function ContentReviews() {
  const { t } = useTranslation();
  const titleId = useId();
  const filterId = useId();
  const [paged, setPaged] = useState<{ filter: ReviewFilter; page: number }>({
    filter: "reported",
    page: 1,
  });
  const { filter, page } = paged;
  const { data, isPending, isError, isPlaceholderData, refetch } = useModeratedReviews(
    filter,
    page,
  );

  let body: ReactNode;
  if (isPending) body = <Spinner label={t("adminContent.reviews.loading")} />;
  else if (isError || !data) {
    body = <ListError text={t("adminContent.reviews.error")} onRetry={refetch} />;
  } else if (data.items.length === 0) {
    body = <ListEmpty icon={MessageSquareText}>{t("adminContent.reviews.empty")}</ListEmpty>;
  } else {
    body = (
      <div className={isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}>
        <ul className="grid gap-3" aria-label={t("adminContent.reviews.listLabel")}>
          {data.items.map((review) => (
            <li key={review.id}>
              <ContentReviewItem review={review} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          total={data.total}
          pageSize={CONTENT_PAGE_SIZE}
          label={t("adminContent.pagination")}
          onPage={(next) => setPaged({ filter, page: next })}
        />
      </div>
    );
  }

  return (
    <section className="grid min-w-0 gap-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
          {t("adminContent.reviews.title")}
        </h2>
        <div className="grid gap-2">
          <Label htmlFor={filterId}>{t("adminContent.reviews.filterLabel")}</Label>
          <select
            id={filterId}
            className="h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm"
            value={filter}
            onChange={(event) => setPaged({ filter: event.target.value as ReviewFilter, page: 1 })}
          >
            {REVIEW_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adminContent.reviews.filter.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
    </section>
  );
}
