import type { TaxCountry } from "@app/shared/price-vocabulary";
import { useEffect } from "react";
import { rememberReaderRegion } from "../lib/reader-currency-store";

/** A regional page (/regions/uae): its reader sees that country's currency from now on. */
export function useRememberRegion(region: TaxCountry): void {
  useEffect(() => rememberReaderRegion(region), [region]);
}
