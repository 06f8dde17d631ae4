import { useState } from "react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ListError } from "@/features/dashboard/components/list-states";
import { Pager } from "@/features/dashboard/components/pager";
import { useTranslation } from "@/lib/use-translation";
import {
  RATE_HISTORY_PAGE_SIZE,
  useAdminRatesInForce,
  useRateHistory,
} from "../api/exchange-rates";
import { ExchangeRateForm } from "./exchange-rate-form";
import { ExchangeRatesTable } from "./exchange-rates-table";

/** The admin's "Exchange rates": the rates in force, a form to set one, and every rate set. */
export function ExchangeRatesTab() {
  const { t } = useTranslation();
  const inForce = useAdminRatesInForce();
  const [page, setPage] = useState(1);
  const history = useRateHistory(page);
  return (
    <div className="grid min-w-0 gap-6">
      <Card className="grid gap-4">
        <div className="grid gap-1">
          <h2 className="font-semibold text-lg">{t("adminRates.inForce")}</h2>
          <p className="text-slate-600 text-sm">{t("adminRates.intro")}</p>
        </div>
        {inForce.isPending ? <Spinner label={t("adminRates.loading")} className="py-6" /> : null}
        {inForce.isError ? (
          <ListError text={t("adminRates.error")} onRetry={inForce.refetch} />
        ) : null}
        {inForce.data ? (
          <ExchangeRatesTable rates={inForce.data} caption={t("adminRates.inForce")} />
        ) : null}
      </Card>
      <Card className="grid gap-4">
        <h2 className="font-semibold text-lg">{t("adminRates.setTitle")}</h2>
        <ExchangeRateForm />
      </Card>
      <Card className="grid gap-4">
        <h2 className="font-semibold text-lg">{t("adminRates.history")}</h2>
        {history.isPending ? <Spinner label={t("adminRates.loading")} className="py-6" /> : null}
        {history.isError ? (
          <ListError text={t("adminRates.error")} onRetry={history.refetch} />
        ) : null}
        {history.data ? (
          <>
            <ExchangeRatesTable rates={history.data.items} caption={t("adminRates.history")} />
            <Pager
              page={page}
              total={history.data.total}
              pageSize={RATE_HISTORY_PAGE_SIZE}
              label={t("adminRates.pagination")}
              onPage={setPage}
            />
          </>
        ) : null}
      </Card>
    </div>
  );
}
