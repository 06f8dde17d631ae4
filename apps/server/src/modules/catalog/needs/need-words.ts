import { normalizeSearchText } from "@app/shared/search-text";
import { stemmer } from "stemmer";

/**
 * Words as the need vocabulary compares them: normalised (search-text.ts), split on anything
 * that is not a letter, mark or digit, and without the small words a phrase may or may not carry
 * ("for", "على", "के", "ke").
 */
const SMALL_WORDS = new Set([
  // English
  "a",
  "an",
  "the",
  "for",
  "to",
  "of",
  "and",
  "or",
  "in",
  "on",
  "with",
  "my",
  "our",
  "your",
  "that",
  "who",
  "by",
  "from",
  "is",
  "app",
  "tool",
  "tools",
  "software",
  "ai",
  // Arabic (normalised: الى, علي)
  "في",
  "علي",
  "على",
  "من",
  "عن",
  "الى",
  "مع",
  "او",
  "و",
  "ل",
  "ب",
  "برنامج",
  "اداه",
  "ادوات",
  "نظام",
  "ابي",
  "ابغي",
  "اريد",
  // Hindi
  "के",
  "की",
  "का",
  "को",
  "में",
  "मे",
  "से",
  "और",
  "पर",
  "लिए",
  "वाला",
  "वाले",
  "वाली",
  "एक",
  "सॉफ्टवेयर",
  "टूल",
  "ऐप",
  // Hindi in Latin letters
  "ke",
  "ki",
  "ka",
  "ko",
  "me",
  "mein",
  "se",
  "aur",
  "par",
  "liye",
  "wala",
  "wale",
  "wali",
  "chahiye",
  "karne",
  "karna",
  "ek",
]);

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ARABIC = /[\u0600-\u06FF]/;
/** The article and the particles written onto an Arabic word: "والعملاء", "بالذكاء", "للعملاء". */
const ARABIC_PREFIX = /^(وال|بال|كال|فال|لل|ال)(?=..)/;

/** Whether a word is one a phrase may or may not carry ("for", "के", "على"), once normalised. */
export const isSmallWord = (word: string): boolean =>
  SMALL_WORDS.has(normalizeSearchText(word).toLowerCase());

/** The content words of a text, normalised; Arabic words without their article. */
export function contentWords(text: string): string[] {
  const words = normalizeSearchText(text).match(WORD) ?? [];
  return words
    .map((word) => (ARABIC.test(word) ? word.replace(ARABIC_PREFIX, "") : word))
    .filter((word) => !SMALL_WORDS.has(word));
}

const LATIN_WORD = /^[a-z]{4,}$/;
const STEMS_MAX = 50_000;
const stems = new Map<string, string>();

/**
 * A word as compared with the vocabulary: a Latin-letter word of four letters or more by its
 * English stem ("management" and "manage" are "manag"), any other word as it is.
 */
export function wordKey(word: string): string {
  if (!LATIN_WORD.test(word)) return word;
  let key = stems.get(word);
  if (key === undefined) {
    // The vocabulary's words and the recent queries' words; a flood of new words starts over.
    if (stems.size >= STEMS_MAX) stems.clear();
    key = stemmer(word);
    stems.set(word, key);
  }
  return key;
}

/**
 * Whether a typed word is the vocabulary's word, allowing a short ending either way (plurals and
 * inflections: "chatbots", "invoices", "सेवाएं", "الفواتير" / "فواتير", "حجوزات" / "حجز" no).
 */
export function sameWord(typed: string, known: string): boolean {
  if (typed === known || wordKey(typed) === wordKey(known)) return true;
  const [short, long] = typed.length < known.length ? [typed, known] : [known, typed];
  return short.length >= 3 && long.startsWith(short) && long.length - short.length <= 2;
}
