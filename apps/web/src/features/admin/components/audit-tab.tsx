import { ScrollText } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ListError } from "@/features/dashboard/components/list-states";
import { useTranslation } from "@/lib/use-translation";
import { type AuditFilters, useAuditFacets, useAuditLog } from "../api/get-audit";
import { AuditEntryCard } from "./audit-entry";
import { AuditFiltersForm, NO_AUDIT_FILTERS } from "./audit-filters";

/** SPEC §2 "Audit Log": every admin action newest first, filtered by admin, action and days. */
export function AuditLogTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const rangeInvalid = Boolean(filters.fromDay && filters.toDay && filters.fromDay > filters.toDay);
  // An inverted range is never sent: the list keeps the last valid filters until it is fixed.
  const [applied, setApplied] = useState(filters);
  if (!rangeInvalid && applied !== filters) setApplied(filters);
  const facets = useAuditFacets();
  const log = useAuditLog(applied);
  const filtered = Boolean(applied.actor || applied.action || applied.fromDay || applied.toDay);

  let body: ReactNode;
  if (log.isPending) body = <Spinner label={t("adminAudit.loading")} />;
  else if (log.isError && !log.data) {
    body = <ListError text={t("adminAudit.error")} onRetry={log.refetch} />;
  } else {
    const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
    body =
      entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-12 text-center">
          <ScrollText className="size-10 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-slate-700">
            {filtered ? t("adminAudit.noMatch") : t("adminAudit.empty")}
          </p>
        </Card>
      ) : (
        <div
          className={log.isPlaceholderData ? "grid gap-4 opacity-60" : "grid gap-4"}
          // The previous page's rows, dimmed, while the new ones load: said to assistive technology.
          aria-busy={log.isPlaceholderData || undefined}
        >
          <ul className="grid gap-3" aria-label={t("adminAudit.listLabel")}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditEntryCard entry={entry} />
              </li>
            ))}
          </ul>
          {log.isFetchNextPageError ? (
            <p role="alert" className="text-slate-700">
              {t("adminAudit.loadMoreFailed")}
            </p>
          ) : null}
          {log.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t("adminAudit.loadMore")}
            </Button>
          ) : null}
        </div>
      );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <AuditFiltersForm
        value={filters}
        onChange={setFilters}
        facets={facets.data}
        rangeInvalid={rangeInvalid}
      />
      {body}
    </div>
  );
}
