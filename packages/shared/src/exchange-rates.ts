import { z } from "zod";
import { pageSchema } from "./paging.ts";
import { exchangeRateSchema } from "./price-plans.ts";

/**
 * The admin's exchange rates: the history of every rate set, and how long a reader's page may
 * keep the rates in force before asking again.
 */
export const EXCHANGE_RATE_LIMITS = {
  historyPageSizeDefault: 20,
  historyPageSizeMax: 100,
  historyPageMax: 10_000,
  /** Seconds a browser or proxy may keep GET /api/exchange-rates. */
  publicMaxAgeSeconds: 60,
} as const;

/** GET /api/admin/exchange-rates/history query string. */
export const exchangeRateHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(EXCHANGE_RATE_LIMITS.historyPageMax).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(EXCHANGE_RATE_LIMITS.historyPageSizeMax)
    .default(EXCHANGE_RATE_LIMITS.historyPageSizeDefault),
});
export type ExchangeRateHistoryQuery = z.output<typeof exchangeRateHistoryQuerySchema>;

/** One page of rates as set, newest first (by the day they apply from, then when set). */
export const exchangeRateHistorySchema = pageSchema(exchangeRateSchema);
export type ExchangeRateHistory = z.infer<typeof exchangeRateHistorySchema>;
