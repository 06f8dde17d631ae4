/**
 * How catalogue text and queries are written before they are stemmed, so that the spellings a
 * reader types and the spellings a vendor wrote meet: one definition for the search index, the SQL
 * fallback and the need vocabulary (the database's `search_normalize`, migration 0042, does the
 * same, checked against this in the API tests).
 *
 * Arabic: short vowels and other diacritics (tashkeel, U+064B-U+065F, the dagger alef U+0670) and
 * the tatweel (U+0640) are dropped; the hamza and madda forms of alef (أ إ آ ٱ) are written ا, alef
 * maqsura ى as ي, hamza on waw or yaa (ؤ ئ) as و and ي; and a word ending in ه is written with taa
 * marbuta (ة), the letter readers often type as ه: PostgreSQL's Arabic stemmer removes a final ة
 * but not always a final ه ("الخدمه" would stay "خدمه" where "الخدمة" becomes "خدم").
 *
 * Devanagari: the nukta (U+093C, also inside the precomposed क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) is dropped, the
 * chandrabindu (U+0901) is written as the anusvara (U+0902), and the zero-width joiners some
 * keyboards insert are removed.
 *
 * Both scripts' digits become ASCII digits; everything is lower-cased.
 */

/** Arabic diacritics and tatweel, the Devanagari nukta, zero-width joiners. */
const DROPPED = /[\u064B-\u065F\u0670\u0640\u093C\u200C\u200D]/g;
const LETTERS: Record<string, string> = {
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0622": "\u0627", // آ
  "\u0671": "\u0627", // ٱ
  "\u0649": "\u064A", // ى
  "\u0624": "\u0648", // ؤ
  "\u0626": "\u064A", // ئ
  "\u0901": "\u0902", // chandrabindu as anusvara
};
const VARIANTS = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");
/** ه at the end of an Arabic word: not followed by an Arabic letter. */
const FINAL_HAA = /\u0647(?![\u0620-\u064A\u066E-\u06D3])/g;

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
      // Canonical decomposition splits the hamza and madda off their letters and the nukta off
      // the precomposed Devanagari letters, so one rule drops them all.
      .normalize("NFD")
      .replace(DROPPED, "")
      .replace(VARIANTS, (letter) => LETTERS[letter] ?? letter)
      .replace(FINAL_HAA, "\u0629")
      .replace(OTHER_DIGITS, asciiDigit)
      .normalize("NFC")
      .toLowerCase()
  );
}
