/** Letters of scripts that join (Arabic): a zero-width non-joiner keeps initials apart. */
const JOINING = /[\u0600-\u06ff]/;

/**
 * Up to two initials for an avatar or logo placeholder: the first letters of the first and last
 * words, e.g. "Priya Raman" -> "PR", "Chat Pilot Pro" -> "CP".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const letters = picked.map((word) => Array.from(word ?? "")[0] ?? "");
  return letters.join(letters.some((letter) => JOINING.test(letter)) ? "\u200c" : "").toUpperCase();
}
