import type { Region } from "@app/shared/i18n";

/** What the browser tells us about where the visitor is. */
export interface RegionSignals {
  /** navigator.languages (or navigator.language), most preferred first. */
  languages: readonly string[];
  /** Intl time zone, e.g. "Asia/Dubai". */
  timeZone?: string | undefined;
  /** Currencies of the visitor's locales, e.g. "AED". */
  currencies?: readonly string[] | undefined;
}

const COUNTRY_REGIONS: Record<string, Region> = { AE: "uae", IN: "india", SA: "saudi" };
const TIME_ZONE_REGIONS: Record<string, Region> = {
  "Asia/Dubai": "uae",
  "Asia/Kolkata": "india",
  "Asia/Calcutta": "india",
  "Asia/Riyadh": "saudi",
};
/**
 * Those zones' offsets from UTC in minutes, as `Date#getTimezoneOffset` gives them (west
 * positive): +4:00, +5:30 and +3:00 all year, none of them has summer time. A clock at any other
 * offset is in none of those zones, which the browser tells at no cost.
 */
const TIME_ZONE_OFFSETS: ReadonlySet<number> = new Set([-240, -330, -180]);
const CURRENCY_REGIONS: Record<string, Region> = { AED: "uae", INR: "india", SAR: "saudi" };
const COUNTRY_CURRENCIES: Record<string, string> = { AE: "AED", IN: "INR", SA: "SAR" };

function regionOfLanguageTag(tag: string): Region | undefined {
  const [language, ...rest] = tag.trim().replace(/_/g, "-").split("-");
  const country = rest.find((part) => /^[a-z]{2}$/i.test(part))?.toUpperCase();
  if (country && COUNTRY_REGIONS[country]) return COUNTRY_REGIONS[country];
  if (language?.toLowerCase() === "hi") return "india";
  return undefined;
}

/** Browser language first, then time zone, then currency; global when nothing matches. */
export function detectRegion({ languages, timeZone, currencies = [] }: RegionSignals): Region {
  for (const tag of languages) {
    const region = regionOfLanguageTag(tag);
    if (region) return region;
  }
  const byTimeZone = timeZone ? TIME_ZONE_REGIONS[timeZone] : undefined;
  if (byTimeZone) return byTimeZone;
  for (const currency of currencies) {
    const region = CURRENCY_REGIONS[currency.toUpperCase()];
    if (region) return region;
  }
  return "global";
}

/**
 * The two-letter languages whose likely country (CLDR's, as `Intl.Locale#maximize` gives it) is
 * one of ours; region.test.ts checks the list against Intl for every two-letter code. A bare "en"
 * or "fr", in most browsers' language lists, needs no Intl data then: its first lookup costs
 * ~23 ms here, four times that on a phone, in the page's first idle task.
 */
const LIKELY_COUNTRY_OF_LANGUAGE: Record<string, string> = Object.fromEntries(
  ["as", "bh", "gu", "hi", "kn", "ks", "ml", "mr", "or", "pa", "sa", "ta", "te"].map((code) => [
    code,
    "IN",
  ]),
);

/** The currency of a locale, from its (likely) country. */
export function currencyOfLocale(tag: string): string | undefined {
  if (/^[a-z]{2}$/i.test(tag)) {
    const country = LIKELY_COUNTRY_OF_LANGUAGE[tag.toLowerCase()];
    return country ? COUNTRY_CURRENCIES[country] : undefined;
  }
  try {
    const country = new Intl.Locale(tag).maximize().region;
    return country ? COUNTRY_CURRENCIES[country] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The running browser's region: its languages first, and only when they do not tell, its time
 * zone and its locales' currencies, which need the browser's Intl data (its first load costs
 * ~25 ms on a desktop, four times that on a phone): each only when it can tell.
 */
export function browserRegion(): Region {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  const languages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  const byLanguage = detectRegion({ languages });
  if (byLanguage !== "global") return byLanguage;
  let timeZone: string | undefined;
  try {
    if (TIME_ZONE_OFFSETS.has(new Date().getTimezoneOffset())) {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    }
  } catch {
    timeZone = undefined;
  }
  // A tag that names its country was read above; one without (Tamil, "ta") may be of a region
  // (its likely country), which needs Intl's locale data: only those are looked up.
  const currencies = languages
    .filter((tag) => !/[-_][a-z]{2}(?:[-_]|$)/i.test(tag))
    .map(currencyOfLocale)
    .filter((c): c is string => typeof c === "string");
  return detectRegion({ languages, timeZone, currencies });
}
