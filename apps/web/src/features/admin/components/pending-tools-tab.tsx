import { Inbox } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
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
    return (
      <Card className="grid justify-items-start gap-4">
        <p role="alert" className="text-slate-700">
          {t("dashboard.admin.pending.error")}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Card>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / PENDING_PAGE_SIZE));
  // The last row of the last page was decided: step back to a page that still has rows.
  if (data.items.length === 0 && page > 1) {
    setPage(Math.min(page - 1, pages));
    return null;
  }
  if (data.items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Inbox className="size-10 text-slate-400" aria-hidden="true" />
        <p className="font-medium text-slate-700">{t("dashboard.admin.pending.empty")}</p>
      </Card>
    );
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
      {pages > 1 ? (
        <nav
          className="flex items-center justify-between gap-2"
          aria-label={t("dashboard.admin.pending.pagination")}
        >
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("dashboard.admin.pending.previous")}
          </Button>
          <span className="text-slate-600 text-sm">
            {t("dashboard.admin.pending.page", {
              page: format.number(page),
              pages: format.number(pages),
            })}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("dashboard.admin.pending.next")}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
