import type { ExchangeRateHistory, ExchangeRateHistoryQuery } from "@app/shared/exchange-rates";
import {
  BASE_CURRENCY,
  CURRENCIES,
  type Currency,
  type ExchangeRate,
} from "@app/shared/price-plans";
import { count, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { exchangeRates } from "../../db/schema/pricing.ts";

const r = exchangeRates;

/** A rate as the API shows it: who set it by name (null for the product's own or the seed's). */
const rateColumns = {
  currency: r.currency,
  unitsPerUsd: r.unitsPerUsd,
  effectiveOn: r.effectiveOn,
  setBy: user.name,
  setAt: r.createdAt,
};

type RateRow = {
  currency: string;
  unitsPerUsd: number;
  effectiveOn: string;
  setBy: string | null;
  setAt: Date;
};

export function toExchangeRate(row: RateRow): ExchangeRate {
  return {
    currency: row.currency as Currency,
    unitsPerUsd: Number(row.unitsPerUsd),
    effectiveOn: row.effectiveOn,
    setBy: row.setBy,
    setAt: row.setAt.toISOString(),
  };
}

/** The base currency's row: a dollar is a dollar, since always and by no one. */
const BASE_RATE: ExchangeRate = {
  currency: BASE_CURRENCY,
  unitsPerUsd: 1,
  effectiveOn: "1970-01-01",
  setBy: null,
  setAt: "1970-01-01T00:00:00.000Z",
};

/**
 * The rate in force for each currency (its latest row on or before today, as SQL's
 * currency_per_usd reads it), in CURRENCIES' order with USD first; a currency without one is left
 * out, so nothing is converted into or out of it.
 */
export async function ratesInForce(db: Db): Promise<ExchangeRate[]> {
  const rows = await db
    .selectDistinctOn([r.currency], rateColumns)
    .from(r)
    .leftJoin(user, eq(user.id, r.setBy))
    .where(lte(r.effectiveOn, sql`current_date`))
    .orderBy(r.currency, desc(r.effectiveOn));
  const byCurrency = new Map(rows.map((row) => [row.currency, toExchangeRate(row)]));
  return CURRENCIES.flatMap((currency) => {
    if (currency === BASE_CURRENCY) return [BASE_RATE];
    const rate = byCurrency.get(currency);
    return rate ? [rate] : [];
  });
}

/** Every rate set, newest first: by the day it applies from, then by when it was set. */
export async function rateHistory(
  db: Db,
  { page, pageSize }: ExchangeRateHistoryQuery,
): Promise<ExchangeRateHistory> {
  const [rows, [total]] = await Promise.all([
    db
      .select(rateColumns)
      .from(r)
      .leftJoin(user, eq(user.id, r.setBy))
      .orderBy(desc(r.effectiveOn), desc(r.createdAt), r.currency)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(r),
  ]);
  return { items: rows.map(toExchangeRate), total: total?.n ?? 0, page, pageSize };
}
