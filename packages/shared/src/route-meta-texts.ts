import type { Language } from "./i18n.ts";
import ar from "./route-meta-ar.ts";
import { ROUTE_META_EN } from "./route-meta-en.ts";
import hi from "./route-meta-hi.ts";

export type RouteMetaTexts = typeof ROUTE_META_EN;

/**
 * Page titles and descriptions in every language, for the server's <head>. The browser loads
 * Arabic and Hindi with the rest of their texts (apps/web's bundles.ts), not from here.
 */
export const ROUTE_META_TEXTS: Record<Language, RouteMetaTexts> = { en: ROUTE_META_EN, ar, hi };

export { ar as ROUTE_META_AR, hi as ROUTE_META_HI };
