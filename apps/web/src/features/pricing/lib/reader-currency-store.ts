import {
  BASE_CURRENCY,
  COUNTRY_CURRENCY,
  type Currency,
  type TaxCountry,
} from "@app/shared/price-vocabulary";
import { renderedCurrency } from "./page-currency";
import {
  CURRENCY_COOKIE,
  cookieValue,
  isCurrency,
  READER_COOKIE_MAX_AGE_SECONDS,
  REGION_COOKIE,
  readerCurrency,
} from "./reader-currency";

/**
 * The page's reader currency. On the server, the one set (setPageCurrency) before each
 * synchronous render; in the browser it starts as the server's (the page state) so hydration
 * matches, then follows the menu and the regional pages.
 */
let chosen: Currency | null = null;
const listeners = new Set<() => void>();

/** What the page starts with: the server's, or (a page it did not render) the browser's. */
function startingCurrency(): Currency {
  const rendered = renderedCurrency();
  if (isCurrency(rendered)) return rendered;
  if (typeof document === "undefined") return BASE_CURRENCY;
  return readerCurrency({
    cookies: document.cookie,
    acceptLanguage: navigator.languages?.join(","),
  });
}

export const currentReaderCurrency = (): Currency => chosen ?? startingCurrency();

export function subscribeReaderCurrency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(currency: Currency): void {
  if (currency === currentReaderCurrency()) return;
  chosen = currency;
  for (const listener of listeners) listener();
}

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: read by the server's next render; the Cookie Store API is async and not everywhere
  document.cookie = `${name}=${value}; Path=/; Max-Age=${READER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The currency menu's choice: shown at once, and kept for the server's next renders. */
export function chooseReaderCurrency(currency: Currency): void {
  writeCookie(CURRENCY_COOKIE, currency);
  publish(currency);
}

/** A reader on a regional page: that country's currency, unless they chose one in the menu. */
export function rememberReaderRegion(region: TaxCountry): void {
  writeCookie(REGION_COOKIE, region);
  if (!isCurrency(cookieValue(document.cookie, CURRENCY_COOKIE))) {
    publish(COUNTRY_CURRENCY[region]);
  }
}
