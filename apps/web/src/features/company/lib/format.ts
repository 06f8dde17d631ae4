/** Formatting the company pages need beyond the app-wide `@/lib/format`. */

/** A calendar year without grouping (2030, not 2,030), in the language's digits. */
export function formatYear(value: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: false }).format(value);
}

export function formatLongDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(date);
}

/** The local calendar date as YYYY-MM-DD, for a <time dateTime> attribute. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Up to two initials for an avatar, e.g. "Priya Raman" -> "PR". A zero-width non-joiner keeps
 * Arabic letters apart so they read as initials rather than one joined word.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => Array.from(word ?? "")[0] ?? "")
    .join("\u200c")
    .toUpperCase();
}
