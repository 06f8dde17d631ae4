/**
 * The currency the server rendered this page's prices in (the page state's `currency`), kept here
 * for the reader-currency store to start from. A module of its own, with no imports: every page's
 * first script sets it (app/prepare-page.ts), but only pages with prices load the store.
 */
let pageCurrency: string | undefined;

export function setPageCurrency(currency: string | undefined): void {
  pageCurrency = currency;
}

export const renderedCurrency = (): string | undefined => pageCurrency;
