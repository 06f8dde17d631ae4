/** Number and date formatting in the reader's language (digits follow the locale). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** An average rating with exactly one decimal, as the spec shows it. */
export function formatRating(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(date);
}

/** Up to two initials for a logo placeholder, e.g. "Chat Pilot" -> "CP". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0] ?? ""];
  return letters
    .map((word) => Array.from(word ?? "")[0] ?? "")
    .join("")
    .toUpperCase();
}
