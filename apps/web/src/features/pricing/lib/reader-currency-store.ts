import {
  BASE_CURRENCY,
  COUNTRY_CURRENCY,
  type Currency,
  type TaxCountry,
} from "@app/shared/price-vocabulary";
import {
  CURRENCY_COOKIE,
  cookieValue,
  isCurrency,
  READER_COOKIE_MAX_AGE_SECONDS,
  REGION_COOKIE,
  readerCurrency,
} from "./reader-currency";

/**
 * The page's reader currency. On the server it is set before each (synchronous) render; in the
 * browser it starts as the server's (the page state) so hydration matches, then follows the menu.
 */
let current: Currency = BASE_CURRENCY;
const listeners = new Set<() => void>();

export const currentReaderCurrency = (): Currency => current;

export function subscribeReaderCurrency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(currency: Currency): void {
  if (currency === current) return;
  current = currency;
  for (const listener of listeners) listener();
}

/** The currency the page starts with: the server's, or (a page it did not render) the browser's. */
export function startReaderCurrency(serverCurrency: string | undefined): void {
  if (isCurrency(serverCurrency)) {
    current = serverCurrency;
  } else if (typeof document !== "undefined") {
    current = readerCurrency({
      cookies: document.cookie,
      acceptLanguage: navigator.languages?.join(","),
    });
  }
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
