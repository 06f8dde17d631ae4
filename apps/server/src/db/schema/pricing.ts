import { sql } from "drizzle-orm";
import { check, date, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Exchange rates the admin sets (issue 37): units of a currency per US dollar from a day on. The
 * rate in force for a currency is its latest row on or before today; older rows are the history.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    currency: text("currency").notNull(),
    unitsPerUsd: numeric("units_per_usd", { precision: 18, scale: 6, mode: "number" }).notNull(),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    /** The admin who set it; null for the rates the product starts with. */
    setBy: text("set_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("exchange_rates_currency_day_key").on(t.currency, t.effectiveOn),
    check("exchange_rates_currency_check", sql`${t.currency} in ('AED', 'SAR', 'INR')`),
    check("exchange_rates_positive_check", sql`${t.unitsPerUsd} > 0`),
  ],
);
