import type { ExchangeRate, ExchangeRateInput } from "@app/shared/price-plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { exchangeRatesQueryOptions } from "@/features/pricing/api/get-exchange-rates";
import { api } from "@/lib/api-client";

/** Sets a currency's rate; the rates in force and the history are read again. */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExchangeRateInput) =>
      api.post<ExchangeRate>("/api/admin/exchange-rates", input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeRatesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "exchange-rates"] }),
      ]),
  });
}
