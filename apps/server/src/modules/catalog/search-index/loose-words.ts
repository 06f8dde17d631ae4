import type { TranslatedLanguage } from "@app/shared/i18n";
import { isSmallWord } from "../needs/need-words.ts";

/** At most this many words of a query are matched one by one. */
const MAX_LOOSE_WORDS = 8;
/** Quotes, a leading minus or a standalone "or": the reader wrote operators, taken as written. */
const OPERATORS = /["]|(^|\s)-|(^|\s)or(\s|$)/i;

/**
 * The words of an Arabic or Hindi reader's search, matched one by one when no tool has them all:
 * buyers there write a need many ways (a loanword or the native word, "WhatsApp" or "الواتساب"),
 * so a tool having half of the words (rounded up) is listed too, after the tools that have them
 * all and ranked by how many it has. Small words ("के", "لـ", "for") are not counted: every
 * Hindi text has "के", so counting it listed every tool with a Hindi text for a long query.
 * Undefined for English readers, fewer than two words left, or a query with operators. The SQL
 * path and the in-process index both use this (catalog.repository.ts).
 */
export function looseWords(
  q: string | undefined,
  lang: TranslatedLanguage | undefined,
): { words: string[]; least: number } | undefined {
  if (!q || !lang || OPERATORS.test(q)) return undefined;
  const words = [
    ...new Set(
      q
        .trim()
        .split(/\s+/)
        .filter((word) => word && !isSmallWord(word)),
    ),
  ].slice(0, MAX_LOOSE_WORDS);
  if (words.length < 2) return undefined;
  return { words, least: Math.ceil(words.length / 2) };
}
