import { rateTable } from "@app/shared/price-vocabulary";
import { useQuery } from "@tanstack/react-query";
import { exchangeRatesQueryOptions } from "../api/get-exchange-rates";
import type { Rates } from "../lib/shown-price";

/** The rates in force as a table by currency; null until they load (prices show unconverted). */
export function useExchangeRates(): Rates | null {
  const { data } = useQuery({ ...exchangeRatesQueryOptions(), select: rateTable });
  return data ?? null;
}
