import { pageCount } from "@app/shared/paging";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { VendorText } from "@/components/text/vendor-text";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { ListEmpty, ListError } from "@/features/dashboard/components/list-states";
import { Pager } from "@/features/dashboard/components/pager";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { PENDING_PAGE_SIZE, usePendingSubmissions } from "../api/get-submissions";
import { RevisionOf } from "./revision-of";
import { SubmissionReviewDialog } from "./submission-review-dialog";

/** The review queue: pending submissions, oldest first, a page at a time. */
export function PendingToolsTab() {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = usePendingSubmissions(page);

  if (isPending) return <Spinner label={t("dashboard.admin.pending.loading")} />;
  if (isError || !data) {
    return <ListError text={t("dashboard.admin.pending.error")} onRetry={refetch} />;
  }

  const pages = pageCount(data.total, PENDING_PAGE_SIZE);
  // The last row of the last page was decided: step back to a page that still has rows.
  if (data.items.length === 0 && page > 1) {
    setPage(Math.min(page - 1, pages));
    return null;
  }
  if (data.items.length === 0) {
    return <ListEmpty icon={Inbox}>{t("dashboard.admin.pending.empty")}</ListEmpty>;
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={t("dashboard.admin.pending.listLabel")}>
        {data.items.map((item) => (
          <li key={item.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="grid min-w-0 gap-1">
                <VendorText className="break-words font-semibold text-slate-900">
                  {item.name}
                </VendorText>
                {item.revisionOfListing ? <RevisionOf listing={item.revisionOfListing} /> : null}
                <p className="text-slate-600 text-sm">
                  <VendorText>{item.submitterCompany}</VendorText>
                  {" · "}
                  {labels.category(item.category)}
                  {" · "}
                  <time dateTime={item.createdAt}>
                    {t("dashboard.admin.pending.submitted", { date: format.date(item.createdAt) })}
                  </time>
                </p>
              </div>
              <SubmissionReviewDialog submission={item} />
            </Card>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        total={data.total}
        pageSize={PENDING_PAGE_SIZE}
        label={t("dashboard.admin.pending.pagination")}
        onPage={setPage}
      />
    </div>
  );
}
