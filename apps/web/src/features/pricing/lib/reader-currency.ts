import {
  BASE_CURRENCY,
  COUNTRY_CURRENCY,
  CURRENCIES,
  type Currency,
  TAX_COUNTRIES,
  type TaxCountry,
} from "@app/shared/price-vocabulary";

/**
 * Which currency a reader sees prices in: the one they chose in the currency menu, else the
 * currency of the regional page they came through, else the country their browser's language
 * names (ar-AE, hi-IN), else US dollars. The server renders by it and the browser hydrates with
 * the server's answer, so both show the same prices.
 */

/** The currency menu's choice. */
export const CURRENCY_COOKIE = "currency";
/** The regional page (/regions/uae) the reader last visited. */
export const REGION_COOKIE = "region";
export const READER_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const COUNTRY_OF_CODE: Readonly<Record<string, TaxCountry>> = {
  AE: "uae",
  SA: "saudi",
  IN: "india",
};

export const isCurrency = (value: unknown): value is Currency =>
  (CURRENCIES as readonly unknown[]).includes(value);

export const isTaxCountry = (value: unknown): value is TaxCountry =>
  (TAX_COUNTRIES as readonly unknown[]).includes(value);

/** One cookie's value from a Cookie header (or `document.cookie`). */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** The country of the most wanted language tag that names one (ar-AE -> uae), if it is ours. */
export function countryOfAcceptLanguage(header: string | undefined): TaxCountry | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const country = tag.split(/[-_]/).find((sub, i) => i > 0 && /^[a-z]{2}$/i.test(sub));
      return { country: country?.toUpperCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q, country }) => q > 0 && country)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.country;
  return first ? COUNTRY_OF_CODE[first] : undefined;
}

export interface ReaderSignals {
  /** The Cookie header, or `document.cookie`. */
  cookies?: string | undefined;
  /** The Accept-Language header, or the browser's languages joined by commas. */
  acceptLanguage?: string | undefined;
}

export function readerCurrency({ cookies, acceptLanguage }: ReaderSignals): Currency {
  const chosen = cookieValue(cookies, CURRENCY_COOKIE);
  if (isCurrency(chosen)) return chosen;
  const region = cookieValue(cookies, REGION_COOKIE);
  if (isTaxCountry(region)) return COUNTRY_CURRENCY[region];
  const country = countryOfAcceptLanguage(acceptLanguage);
  return country ? COUNTRY_CURRENCY[country] : BASE_CURRENCY;
}

/** The country whose VAT/GST a reader paying in `currency` is shown; null for US dollars. */
export function taxCountryOf(currency: Currency): TaxCountry | null {
  return TAX_COUNTRIES.find((country) => COUNTRY_CURRENCY[country] === currency) ?? null;
}
