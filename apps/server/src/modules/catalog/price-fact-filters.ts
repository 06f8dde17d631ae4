import type { toolListQuerySchema } from "@app/shared/catalog-schemas";
import { BASE_CURRENCY, CURRENCIES, convert, type RateTable } from "@app/shared/price-plans";
import { FACT_FILTERS, HINDI_CONTENT } from "@app/shared/regional-facts";
import { eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { solutionsCatalog as t } from "../../db/schema/catalog.ts";
import {
  FACT_DIMENSION_NAMES,
  FACT_DIMENSIONS,
  type FactDimension,
} from "./search-index/fact-bits.ts";

type ListQuery = z.output<typeof toolListQuerySchema>;

/** The reader's price ceiling converted into each currency (CURRENCIES order). */
export function priceCeilings(query: ListQuery, rates: RateTable): number[] | undefined {
  if (query.priceMax === undefined) return undefined;
  const from = query.currency ?? BASE_CURRENCY;
  return CURRENCIES.map((currency) => convert(query.priceMax as number, from, currency, rates));
}

/** Units per US dollar in CURRENCIES order, as the index's price order takes them. */
export const unitsPerUsd = (rates: RateTable) => CURRENCIES.map((currency) => rates[currency]);

/** A number for SQL, null when it is not one (a currency without a rate converts to nothing). */
const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : null;

/** `amount in its currency <= the ceiling in that currency`, a cent of slack for the conversion. */
function withinCeiling(ceilings: readonly number[]): SQL {
  const cases = CURRENCIES.map(
    (currency, i) => sql`when ${currency} then ${finite(ceilings[i])}::numeric`,
  );
  return sql`${t.lowestMonthlyAmount} <= (case ${t.lowestMonthlyCurrency} ${sql.join(cases, sql` `)} end) + 0.005`;
}

/** The lowest month's price in US dollars, quotes (null) last: the "lowest price" order. */
export function priceOrder(rates: RateTable): SQL {
  const cases = CURRENCIES.map(
    (currency) => sql`when ${currency} then ${finite(rates[currency])}::numeric`,
  );
  return sql`${t.lowestMonthlyAmount} / (case ${t.lowestMonthlyCurrency} ${sql.join(cases, sql` `)} end) asc nulls last`;
}

/** A listing declares `kind:value` (the GIN index on regional_facts answers it). */
const declares = (kind: string, value: string) =>
  sql`${t.regionalFacts} @> ${JSON.stringify([{ kind, value }])}::jsonb`;

/** Free tier, trial, price ceiling and Hindi: the new filters that are not facets. */
export function priceAndHindiFilters(query: ListQuery, ceilings: number[] | undefined): SQL[] {
  const where: SQL[] = [];
  if (query.freeTier) where.push(eq(t.freeTier, true));
  if (query.freeTrial) where.push(eq(t.freeTrial, true));
  if (ceilings) where.push(withinCeiling(ceilings));
  if (query.hindi) {
    where.push(
      sql`(${sql.join(
        HINDI_CONTENT.map((value) => declares("contentLanguage", value)),
        sql` or `,
      )})`,
    );
  }
  return where;
}

/** Whether any of the price, Hindi or regional filters is set. */
export const hasPriceOrFactFilters = (query: ListQuery) =>
  Boolean(query.freeTier) ||
  Boolean(query.freeTrial) ||
  query.priceMax !== undefined ||
  Boolean(query.hindi) ||
  FACT_DIMENSION_NAMES.some((name) => Boolean(query[name]));

/** A regional dimension's filter on the listing's facts (true when none is chosen). */
export function factFilter(query: ListQuery, name: FactDimension): SQL {
  const value = query[name];
  return value ? declares(FACT_FILTERS[name].kind, value) : sql`true`;
}

/** A listing's filtered facts as `kind:value` tags (what solutions_search.fact_tags holds). */
export const factTags = sql`array(select (f ->> 'kind') || ':' || (f ->> 'value') from jsonb_array_elements(${t.regionalFacts}) as f)`;

/** The tags of each regional dimension, for its facet (`hosting:uae` -> value `uae`). */
export const dimensionTags = (name: FactDimension): readonly string[] => FACT_DIMENSIONS[name];
