import type { Consultation, ConsultationStatus } from "@app/shared/consultations";
import { CONSULTATION_STATUSES } from "@app/shared/leads";
import { Inbox } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { VendorText } from "@/components/text/vendor-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { FilterSelect } from "@/features/catalog/components/filter-select";
import { ConsultationStatusBadge } from "@/features/consultations/components/consultation-status-badge";
import { ListEmpty, ListError } from "@/features/dashboard/components/list-states";
import { Pager } from "@/features/dashboard/components/pager";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { BookedTime } from "@/features/slots/components/booked-time";
import { useTranslation } from "@/lib/use-translation";
import { CONSULTATIONS_PAGE_SIZE, useAdminConsultations } from "../api/consultations";
import { ConsultationsDialog } from "./consultations-dialog";

/** The consultation pipeline: every request newest first, filtered by status, a page at a time. */
export function ConsultationsTab() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [status, setStatus] = useState<ConsultationStatus | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Pick<Consultation, "id" | "name"> | null>(null);
  const filterRef = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, isFetching, refetch } = useAdminConsultations(status, page);
  // The request whose dialog just closed: if the refreshed list no longer holds its row (its new
  // status is filtered out), focus, which went back to that row, moves to the filter instead.
  const closedId = useRef<string | null>(null);
  useEffect(() => {
    const id = closedId.current;
    if (!id || !data || isFetching) return;
    closedId.current = null;
    if (data.items.some((item) => item.id === id)) return;
    if (document.activeElement === document.body) {
      filterRef.current?.querySelector<HTMLElement>("button")?.focus();
    }
  }, [data, isFetching]);
  // The last row of the last page moved to another status: step back to a page that has rows.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(page - 1);
  }, [data, page]);

  const filter = (
    <div className="max-w-xs" ref={filterRef}>
      <FilterSelect
        label={t("consultations.admin.filter")}
        allLabel={t("consultations.admin.allStatuses")}
        value={status}
        options={CONSULTATION_STATUSES.map((s) => ({
          value: s,
          label: t(`consultations.status.${s}`),
        }))}
        onChange={(next) => {
          setStatus(next as ConsultationStatus | undefined);
          setPage(1);
        }}
      />
    </div>
  );

  let body: ReactNode;
  if (isPending) {
    body = <Spinner label={t("consultations.admin.loading")} />;
  } else if (isError || !data) {
    body = <ListError text={t("consultations.admin.error")} onRetry={refetch} />;
  } else if (data.items.length === 0) {
    body = (
      <ListEmpty icon={Inbox}>
        {status ? t("consultations.admin.emptyFiltered") : t("consultations.admin.empty")}
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-3" aria-label={t("consultations.admin.listLabel")}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <VendorText className="break-words font-semibold text-slate-900">
                      {item.name}
                    </VendorText>
                    <ConsultationStatusBadge status={item.status} />
                  </div>
                  <p className="break-words text-slate-600 text-sm">
                    {item.company ? (
                      <>
                        <VendorText>{item.company}</VendorText>
                        {" · "}
                      </>
                    ) : null}
                    <time dateTime={item.createdAt}>
                      {t("consultations.requestedOn", { date: format.date(item.createdAt) })}
                    </time>
                  </p>
                  {item.booking ? <BookedTime booking={item.booking} /> : null}
                </div>
                <Button
                  type="button"
                  size="sm"
                  data-consultation={item.id}
                  onClick={() => setSelected({ id: item.id, name: item.name })}
                >
                  {t("consultations.admin.open")}
                  <span className="sr-only">
                    {" "}
                    <VendorText>{item.name}</VendorText>
                  </span>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          total={data.total}
          pageSize={CONSULTATIONS_PAGE_SIZE}
          label={t("consultations.admin.pagination")}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <div className="grid gap-4">
      {filter}
      {body}
      <ConsultationsDialog
        consultation={selected}
        onClose={() => setSelected(null)}
        returnFocus={(id) => {
          closedId.current = id;
          const row = document.querySelector<HTMLElement>(`[data-consultation="${id}"]`);
          (row ?? filterRef.current?.querySelector<HTMLElement>("button"))?.focus();
        }}
      />
    </div>
  );
}
