/**
 * How catalogue text and queries are written before they are stemmed, so that the spellings a
 * reader types and the spellings a vendor wrote meet: one definition for the search index, the SQL
 * fallback and the need vocabulary (the database's `search_normalize` does the same, checked
 * against this in the API tests).
 *
 * Arabic: short vowels and other diacritics (tashkeel, U+064B-U+065F, the dagger alef U+0670) and
 * the tatweel (U+0640) are dropped; the hamza and madda forms of alef (أ إ آ ٱ) are written ا, alef
 * maqsura ى as ي, taa marbuta ة as ه, and hamza on waw or yaa (ؤ ئ) as و and ي, the spelling
 * variation readers and writers use interchangeably.
 *
 * Devanagari: the nukta (U+093C, also inside the precomposed क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) is dropped, the
 * chandrabindu (U+0901) is written as the anusvara (U+0902), and the zero-width joiners some
 * keyboards insert are removed.
 *
 * Both scripts' digits become ASCII digits; everything is lower-cased.
 */

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = {
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0622": "\u0627", // آ
  "\u0671": "\u0627", // ٱ
  "\u0649": "\u064A", // ى
  "\u0629": "\u0647", // ة
  "\u0624": "\u0648", // ؤ
  "\u0626": "\u064A", // ئ
};
const ARABIC_VARIANTS = new RegExp(`[${Object.keys(ARABIC_LETTERS).join("")}]`, "g");

const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const JOINERS = /[\u200C\u200D]/g;

/** Arabic-Indic (U+0660), Eastern Arabic-Indic (U+06F0) and Devanagari (U+0966) digits. */
const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966];
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g;

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9) ?? code;
  return String(code - block);
}

/** The form of `text` that is indexed and searched (see above). */
export function normalizeSearchText(text: string): string {
  return (
    text
      // Canonical decomposition splits the precomposed nukta letters (and Arabic ligature-free
      // letters stay as they are), so one rule removes every nukta.
      .normalize("NFD")
      .replace(ARABIC_MARKS, "")
      .replace(ARABIC_VARIANTS, (letter) => ARABIC_LETTERS[letter] ?? letter)
      .replace(NUKTA, "")
      .replace(CHANDRABINDU, "\u0902")
      .replace(JOINERS, "")
      .replace(OTHER_DIGITS, asciiDigit)
      .normalize("NFC")
      .toLowerCase()
  );
}
