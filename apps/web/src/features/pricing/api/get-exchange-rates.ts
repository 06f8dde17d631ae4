import type { ExchangeRate } from "@app/shared/price-plans";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function getExchangeRates(signal?: AbortSignal): Promise<ExchangeRate[]> {
  return api
    .get<{ rates: ExchangeRate[] }>("/api/exchange-rates", { signal })
    .then((body) => body.rates);
}

/** The rates in force; an admin's change shows within minutes (the server caches it as long). */
export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ["exchange-rates"] as const,
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 5 * 60_000,
  });
