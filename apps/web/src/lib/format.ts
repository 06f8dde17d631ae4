/**
 * Numbers, ratings, prices, dates and lists in the reader's language, all through Intl: the one
 * place the app formats them (digits, separators and date order follow `language`).
 */
import { LANGUAGE_CODES } from "@app/shared/vendor-fact-vocabulary";

/**
 * Each formatter is made once per language and options: making one costs far more than using it
 * (a page of 24 tool cards made 24 currency formatters while hydrating, on a phone's main thread).
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, language: string, options: object, make: () => T): T {
  const key = `${kind} ${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Numbers the server formatted for this page, by language, options and value. Hydration reads
 * them instead of making the page's first Intl.NumberFormat, which costs 22-45 ms on a desktop
 * (the browser loads its number data) and so one long task on a phone. Only numbers: a date's
 * text depends on the reader's time zone, which the server does not know.
 */
const serverNumbers = new Map<string, string>();
let recordedNumbers: Record<string, string> | null = null;

/** On the server, around one synchronous render: returns what that render formatted. */
export function recordNumbers(): () => Record<string, string> {
  const recorded: Record<string, string> = {};
  recordedNumbers = recorded;
  return () => {
    recordedNumbers = null;
    return recorded;
  };
}

/** In the browser, before hydration: the numbers the server's render formatted. */
export function rememberServerNumbers(numbers: Record<string, string> | undefined): void {
  for (const [key, text] of Object.entries(numbers ?? {})) serverNumbers.set(key, text);
}

function numberFormat(language: string, options: Intl.NumberFormatOptions = {}) {
  const optionsKey = JSON.stringify(options);
  return {
    format(value: number): string {
      const key = `${language} ${optionsKey} ${value}`;
      let text = serverNumbers.get(key);
      if (text === undefined) {
        text = cached(
          "number",
          language,
          options,
          () => new Intl.NumberFormat(language, options),
        ).format(value);
      }
      if (recordedNumbers) recordedNumbers[key] = text;
      return text;
    },
  };
}

function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions) {
  return cached("date", language, options, () => new Intl.DateTimeFormat(language, options));
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** An average rating with exactly one decimal, as the spec shows it: 4 -> "4.0". */
export function formatRating(value: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A share as a percentage: 0.4 -> "40%" (Arabic puts the sign where its readers expect it). */
export function formatPercent(fraction: number, language: string): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(fraction);
}

/** An amount of money in an ISO 4217 currency, e.g. (49, "USD") -> "$49.00" in English. */
export function formatPrice(amount: number, currency: string, language: string): string {
  return numberFormat(language, { style: "currency", currency }).format(amount);
}

/**
 * A price as a buyer reads it: whole units when `whole` (an estimate converted from another
 * currency, "AED 183"), else cents only where there are any ("$49", "$49.99"). A price under one
 * unit (a per-use price) keeps two significant digits, so it never rounds to nothing ("$0.006").
 */
export function formatMoney(
  amount: number,
  currency: string,
  language: string,
  { whole = false }: { whole?: boolean } = {},
): string {
  if (amount > 0 && amount < 1) {
    return numberFormat(language, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: Math.max(2, 1 - Math.floor(Math.log10(amount))),
    }).format(amount);
  }
  const cents = !whole && Math.round(amount * 100) % 100 !== 0;
  return numberFormat(language, {
    style: "currency",
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(whole ? Math.round(amount) : amount);
}

/** A calendar date from an ISO timestamp; "" for a value that is not a date. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(language, { dateStyle: "medium" }).format(date);
}

/** A date and time of day from an ISO timestamp, in the reader's zone; "" for a non-date. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/**
 * A calendar date from an ISO timestamp, as the day it was in UTC: the same text on the server and
 * in every browser, so a server-rendered date hydrates as it is ("Nov 23, 2026").
 */
export function formatUtcDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** A UTC calendar day ("2026-11-23") as a short date ("Nov 23"), the same day in every time zone. */
export function formatDay(isoDay: string, language: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(language, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** How long ago an instant was, in the largest whole unit ("3 hours ago", "yesterday"). */
export function formatTimeAgo(iso: string, language: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((then - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 31_536_000],
    ["month", 2_592_000],
    ["week", 604_800],
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  const format = cached(
    "relative",
    language,
    {},
    () => new Intl.RelativeTimeFormat(language, { numeric: "auto" }),
  );
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "minute");
}

/** "A, B and C" in the reader's language. */
export function formatList(items: readonly string[], language: string): string {
  return cached(
    "list",
    language,
    {},
    () => new Intl.ListFormat(language, { type: "conjunction" }),
  ).format(items);
}

/** Older English names that Intl now spells differently ("Bangla", "Filipino"). */
const LANGUAGE_ALIASES: readonly [string, string][] = [
  ["bengali", "bn"],
  ["tagalog", "tl"],
];

let codeByEnglishName: Map<string, string> | undefined;

/** The ISO 639-1 code of a language given as a code ("ar") or, in older rows, an English name. */
function languageCodeOf(value: string): string | undefined {
  const trimmed = value.trim();
  if (LANGUAGE_CODES.includes(trimmed)) return trimmed;
  codeByEnglishName ??= new Map([
    ...LANGUAGE_CODES.map((code): [string, string] => {
      const name = new Intl.DisplayNames("en", { type: "language" }).of(code) ?? code;
      return [name.toLowerCase(), code];
    }),
    ...LANGUAGE_ALIASES,
  ]);
  return codeByEnglishName.get(trimmed.toLowerCase());
}

/**
 * A language a tool lists (an ISO 639-1 code, "ar") named in the reader's language ("العربية");
 * a name we cannot place is returned as written.
 */
export function formatLanguageName(value: string, language: string): string {
  const code = languageCodeOf(value);
  if (!code) return value;
  return (
    cached("names", language, {}, () => new Intl.DisplayNames(language, { type: "language" })).of(
      code,
    ) ?? value
  );
}

/** Whether formatLanguageName can name `value` in any language (a code or a known English name). */
export const isKnownLanguage = (value: string) => languageCodeOf(value) !== undefined;

/** A calendar year without grouping separators ("2030", not "2,030"), in the language's digits. */
export function formatYear(year: number, language: string): string {
  return numberFormat(language, { useGrouping: false }).format(year);
}

/** A date written out in full ("March 7, 2025"). */
export function formatLongDate(date: Date, language: string): string {
  return dateTimeFormat(language, { dateStyle: "long" }).format(date);
}

/** The local calendar date as YYYY-MM-DD, for a <time dateTime> attribute. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A large amount in short form, e.g. (50_000_000, "INR") -> "₹50M" in English, "₹5 करोड़" in
 * Hindi: outside English the scale is written out as a word (Hindi's short form, "₹5 क॰", is an
 * abbreviation few readers can parse), the currency's symbol where the short form has it.
 */
export function formatCompactCurrency(amount: number, currency: string, language: string): string {
  const short = numberFormat(language, {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 0,
  });
  if (new Intl.Locale(language).language === "en") return short.format(amount);
  const scaled = numberFormat(language, {
    notation: "compact",
    compactDisplay: "long",
    maximumFractionDigits: 0,
  }).format(amount);
  // Where the language puts the symbol, read from a plain amount ("₹0", "‏0 ₹").
  const zero = numberFormat(language, {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(0);
  const symbol = zero.replace(/[\p{Nd}\s\u200e\u200f\u061c]/gu, "");
  return zero
    .trimStart()
    .replace(/^[\u200e\u200f\u061c]/, "")
    .startsWith(symbol)
    ? `${symbol}${scaled}`
    : `${scaled} ${symbol}`;
}
