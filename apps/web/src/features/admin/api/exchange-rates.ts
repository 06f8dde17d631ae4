import type { ExchangeRateHistory } from "@app/shared/exchange-rates";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getExchangeRates } from "@/features/pricing/api/get-exchange-rates";
import { api } from "@/lib/api-client";

export const RATE_HISTORY_PAGE_SIZE = 10;

/** Every rate the admin (or the product) set, newest first, a page at a time. */
export const rateHistoryQueryOptions = (page: number) =>
  queryOptions({
    // Under ["admin"], so the dashboard's refresh reaches it.
    queryKey: ["admin", "exchange-rates", "history", page] as const,
    queryFn: ({ signal }) =>
      api.get<ExchangeRateHistory>(
        `/api/admin/exchange-rates/history?page=${page}&pageSize=${RATE_HISTORY_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useRateHistory = (page: number) => useQuery(rateHistoryQueryOptions(page));

/** The rates in force as the admin sees them: read past the browser's cache after each change. */
export const useAdminRatesInForce = () =>
  useQuery({
    queryKey: ["admin", "exchange-rates", "in-force"] as const,
    queryFn: ({ signal }) => getExchangeRates(signal, { fresh: true }),
  });
