/**
 * The data the server's render used (the query cache and the router's state), written into the
 * page as a JSON data block (never executed, so the CSP needs no inline script) for the browser
 * to hydrate from without fetching it again.
 */
export const PAGE_STATE_ELEMENT_ID = "page-state";

/** The element the app renders into, filled by the server with the page's HTML. */
export const APP_ROOT_ELEMENT_ID = "root";

export interface PageState {
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /** React Router's hydration state (loader data and errors). */
  router: unknown;
  /**
   * The numbers the render formatted ("language options value" -> text), so the browser's
   * hydration shows the same text without making an Intl number formatter of its own.
   */
  numbers?: Record<string, string>;
  /**
   * The class lists the render merged with tailwind-merge (joined list -> merged, "" when
   * unchanged), so hydration does not build tailwind-merge's class map.
   */
  classMerges?: Record<string, string>;
  /**
   * The currency the render showed prices in (from the reader's cookies and Accept-Language),
   * so the browser hydrates with the same one.
   */
  currency?: string;
}
