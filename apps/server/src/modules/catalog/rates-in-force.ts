import { CURRENCIES, type Currency, type RateTable } from "@app/shared/price-plans";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/**
 * Units of each currency per US dollar in force today (migration 0046's currency_per_usd); NaN
 * for a currency the admin has not given a rate, so nothing is converted into or out of it.
 */
export async function ratesInForce(db: Db): Promise<RateTable> {
  const rows = rowsOf<{ currency: Currency; rate: number | null }>(
    await db.execute(
      sql`select c as currency, currency_per_usd(c)::float8 as rate
          from unnest(${sql.param([...CURRENCIES])}::text[]) as c`,
    ),
  );
  const rates = Object.fromEntries(CURRENCIES.map((c) => [c, Number.NaN])) as Record<
    Currency,
    number
  >;
  for (const row of rows) if (row.rate !== null) rates[row.currency] = Number(row.rate);
  return rates;
}
