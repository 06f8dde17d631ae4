import type { Currency } from "@app/shared/price-vocabulary";
import { useSyncExternalStore } from "react";
import {
  chooseReaderCurrency,
  currentReaderCurrency,
  subscribeReaderCurrency,
} from "../lib/reader-currency-store";

/** The currency the page shows prices in, and the menu's way to change it. */
export function useReaderCurrency(): [Currency, (currency: Currency) => void] {
  const currency = useSyncExternalStore(
    subscribeReaderCurrency,
    currentReaderCurrency,
    currentReaderCurrency,
  );
  return [currency, chooseReaderCurrency];
}
