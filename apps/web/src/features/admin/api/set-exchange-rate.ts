import type { ExchangeRate, ExchangeRateInput } from "@app/shared/price-plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  exchangeRatesQueryOptions,
  getExchangeRates,
} from "@/features/pricing/api/get-exchange-rates";
import { api } from "@/lib/api-client";

/**
 * Sets a currency's rate; the admin's lists are read again, and so are the rates the pages
 * convert with, past the browser's cache (which then keeps the new ones).
 */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExchangeRateInput) =>
      api.post<ExchangeRate>("/api/admin/exchange-rates", input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin", "exchange-rates"] }),
        queryClient.prefetchQuery({
          ...exchangeRatesQueryOptions(),
          queryFn: ({ signal }) => getExchangeRates(signal, { fresh: true }),
          staleTime: 0,
        }),
      ]),
  });
}
