import { CURRENCIES } from "@app/shared/price-plans";
import { FACT_FILTERS, type FactFilter, HINDI_CONTENT } from "@app/shared/regional-facts";

/** A filter's facts as `kind:value` tags. */
const tagsOf = ({ kind, values }: { kind: string; values: readonly string[] }) =>
  values.map((value) => `${kind}:${value}`);

/**
 * The declared facts the marketplace filters by (FACT_FILTERS), one bit each of a tool's 32-bit
 * mask: where the data is kept, the rules met, the Arabic dialects and Hindi. Other facts are
 * shown, not filtered.
 */
export type FactDimension = FactFilter;
export const FACT_DIMENSION_NAMES = Object.keys(FACT_FILTERS) as FactDimension[];
export const FACT_DIMENSIONS: Record<FactDimension, readonly string[]> = {
  hosting: tagsOf(FACT_FILTERS.hosting),
  compliance: tagsOf(FACT_FILTERS.compliance),
  dialect: tagsOf(FACT_FILTERS.dialect),
};

const HINDI_TAGS = HINDI_CONTENT.map((value) => `contentLanguage:${value}`);
const FILTERED_TAGS = [...Object.values(FACT_DIMENSIONS).flat(), ...HINDI_TAGS];
const BIT = new Map(FILTERED_TAGS.map((tag, index) => [tag, 1 << index]));

/** Bits of every value of each dimension, and of the Hindi content languages. */
export const DIMENSION_MASK = Object.fromEntries(
  FACT_DIMENSION_NAMES.map((name) => [name, maskOf(FACT_DIMENSIONS[name])]),
) as Record<FactDimension, number>;
export const HINDI_MASK = maskOf(HINDI_TAGS);

/** A tool's facts (`kind:value` tags) as a mask of the filtered ones. */
export function maskOf(tags: readonly string[]): number {
  let mask = 0;
  for (const tag of tags) mask |= BIT.get(tag) ?? 0;
  return mask >>> 0;
}

/** The value a bit stands for in its dimension ("hosting:saudi" -> "saudi"). */
export function valueOfBit(bit: number): string {
  const tag = FILTERED_TAGS[bit] as string;
  return tag.slice(tag.indexOf(":") + 1);
}

/** A dimension's chosen value as a bit; 0 when none is chosen. */
export function bitOf(dimension: FactDimension, value: string | undefined): number {
  if (!value) return 0;
  return BIT.get(`${FACT_FILTERS[dimension].kind}:${value}`) ?? 0;
}

/** A currency's code in the index's price column (its place in CURRENCIES); 255 for none. */
export function currencyCode(currency: string | null): number {
  const code = CURRENCIES.indexOf(currency as (typeof CURRENCIES)[number]);
  return code < 0 ? 255 : code;
}
