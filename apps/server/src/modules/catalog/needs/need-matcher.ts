import type { Category, Industry } from "@app/shared/catalog";
import type { Language } from "@app/shared/i18n";
import { NEED_VOCABULARY, type NeedEntry } from "@app/shared/need-vocabulary";
import { contentWords, sameWord } from "./need-words.ts";

/** A need a query names, with what it maps to. */
export interface MatchedNeed {
  id: string;
  categories: readonly Category[];
  industries: readonly Industry[];
  /** English words a matching tool's own text would contain (unstemmed). */
  words: readonly string[];
  /** How many of the query's words the need's phrase used: more is more specific. */
  size: number;
  entry: NeedEntry;
}

type Phrase = { words: string[]; entry: NeedEntry };

/** Every form of every need, in every language, as content words. */
function compile(vocabulary: readonly NeedEntry[]): Phrase[] {
  const phrases: Phrase[] = [];
  for (const entry of vocabulary) {
    for (const form of [...entry.en, ...entry.ar, ...entry.hi, ...entry.hiLatn]) {
      const words = contentWords(form);
      if (words.length > 0) phrases.push({ words, entry });
    }
  }
  return phrases;
}

/**
 * How many of a phrase's content words a query must have: all of one or two, two thirds of a
 * longer one ("gst bill banane" names "gst bill banana software" though one word is inflected).
 */
const wordsNeeded = (length: number) => (length <= 2 ? length : Math.ceil((length * 2) / 3));

/** At most this many needs per query, the most specific first. */
const MAX_NEEDS = 8;

/**
 * The needs a query names: a need matches when the content words of one of its forms (any
 * language) are among the query's words, in any order (all of a short form, most of a long one). The most specific (most words) come first;
 * a need whose words are all inside a more specific match's is still listed, after it.
 */
export function createNeedMatcher(vocabulary: readonly NeedEntry[] = NEED_VOCABULARY) {
  const phrases = compile(vocabulary);
  return (query: string): MatchedNeed[] => {
    const typed = contentWords(query);
    if (typed.length === 0) return [];
    const best = new Map<string, MatchedNeed>();
    for (const phrase of phrases) {
      const present = phrase.words.filter((word) => typed.some((t) => sameWord(t, word))).length;
      if (present < wordsNeeded(phrase.words.length)) continue;
      const known = best.get(phrase.entry.id);
      if (known && known.size >= present) continue;
      best.set(phrase.entry.id, {
        id: phrase.entry.id,
        categories: phrase.entry.categories,
        industries: phrase.entry.industries,
        words: phrase.entry.words,
        size: present,
        entry: phrase.entry,
      });
    }
    return [...best.values()]
      .sort((a, b) => b.size - a.size || a.id.localeCompare(b.id))
      .slice(0, MAX_NEEDS);
  };
}

/** The need's name as the reader's language shows it ("customer service", "خدمة العملاء"). */
export function needLabel(need: MatchedNeed, language: Language): string {
  const forms =
    language === "ar" ? need.entry.ar : language === "hi" ? need.entry.hi : need.entry.en;
  return forms[0] ?? need.entry.en[0] ?? need.id;
}

/**
 * Whether a tool of this category and these industries is one the need maps to: in one of its
 * categories (when it names any) and tagged with one of its industries (when it names any).
 */
export function toolFitsNeed(
  need: Pick<MatchedNeed, "categories" | "industries">,
  category: string,
  industries: readonly string[],
): boolean {
  if (need.categories.length === 0 && need.industries.length === 0) return false;
  const inCategory =
    need.categories.length === 0 || (need.categories as readonly string[]).includes(category);
  const inIndustry =
    need.industries.length === 0 ||
    industries.some((tag) => (need.industries as readonly string[]).includes(tag));
  return inCategory && inIndustry;
}
