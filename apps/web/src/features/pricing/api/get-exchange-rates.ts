import type { ExchangeRate } from "@app/shared/price-plans";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * The rates in force. `fresh` asks past the browser's cache (the answer may be kept a minute):
 * the admin who just set a rate sees it at once.
 */
export function getExchangeRates(
  signal?: AbortSignal,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ExchangeRate[]> {
  return api
    .get<{ rates: ExchangeRate[] }>("/api/exchange-rates", {
      signal,
      ...(fresh ? { headers: { "Cache-Control": "no-cache" } } : {}),
    })
    .then((body) => body.rates);
}

/** The rates in force; an admin's change shows within minutes (the server caches it as long). */
export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ["exchange-rates"] as const,
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 5 * 60_000,
  });
