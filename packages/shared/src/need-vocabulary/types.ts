import type { Category, Industry } from "../catalog.ts";

export type NeedKind = "category" | "industry" | "task";

/**
 * One need a buyer can name, in every language the marketplace speaks. The first form in
 * `en`, `ar` and `hi` is the one shown to the buyer ("matches: customer service"); the rest
 * are synonyms search also accepts.
 */
export interface NeedEntry {
  /** Stable kebab-case key; never reuse one for a different need. */
  readonly id: string;
  readonly kind: NeedKind;
  readonly en: readonly string[];
  /** Modern Standard Arabic, with Gulf colloquial forms where buyers commonly type them. */
  readonly ar: readonly string[];
  /** Devanagari, including the English loanwords Hindi speakers write in it ("चैटबॉट"). */
  readonly hi: readonly string[];
  /** Hindi typed in Latin letters ("grahak seva"); may be empty. */
  readonly hiLatn: readonly string[];
  readonly categories: readonly Category[];
  readonly industries: readonly Industry[];
  /** Lower-case English stems a matching tool's own text would contain. */
  readonly words: readonly string[];
}
