import { LEAD_PROMISES } from "./lead-promises.ts";
import type { ROUTE_META_EN } from "./route-meta-en.ts";

export type PageMetaKey = keyof typeof ROUTE_META_EN.pages;

/** The numbers the page texts quote, besides {{brand}}. */
export const ROUTE_META_VALUES = {
  minutes: LEAD_PROMISES.assessmentMinutes,
  bonusMinutes: LEAD_PROMISES.bonusCallMinutes,
  hours: LEAD_PROMISES.consultationContactHours,
  sessionMinutes: LEAD_PROMISES.consultationSessionMinutes,
  days: LEAD_PROMISES.toolReviewBusinessDays,
} as const;

export interface StaticRoute {
  path: string;
  page: PageMetaKey;
  /** Listed in the sitemap and open to indexing (not sign-in or dashboards). */
  indexed: boolean;
}

/**
 * Every page with a fixed path (SPEC §2); /tool/{id}, /tool/{id}/alternatives and the 404 page
 * are handled apart.
 */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: "/", page: "home", indexed: true },
  { path: "/about", page: "about", indexed: true },
  { path: "/mission", page: "mission", indexed: true },
  { path: "/marketplace", page: "marketplace", indexed: true },
  // A comparison is its address's list of tools: not one page to index.
  { path: "/compare", page: "compare", indexed: false },
  { path: "/consultation", page: "consultation", indexed: true },
  // A booking opened from its e-mail's private link.
  { path: "/consultation/booking", page: "consultationBooking", indexed: false },
  // A held time confirmed from its e-mail's private link.
  { path: "/consultation/confirm", page: "consultationConfirm", indexed: false },
  { path: "/digital-maturity", page: "digitalMaturity", indexed: true },
  { path: "/submit-tool", page: "submitTool", indexed: true },
  { path: "/auth", page: "auth", indexed: false },
  { path: "/forgot-password", page: "forgotPassword", indexed: false },
  { path: "/reset-password", page: "resetPassword", indexed: false },
  { path: "/privacy", page: "privacy", indexed: true },
  { path: "/terms", page: "terms", indexed: true },
  { path: "/dashboard/business", page: "dashboardBusiness", indexed: false },
  { path: "/dashboard/vendor", page: "dashboardVendor", indexed: false },
  { path: "/dashboard/admin", page: "dashboardAdmin", indexed: false },
  { path: "/account", page: "account", indexed: false },
  { path: "/regions/uae", page: "regionUae", indexed: true },
  { path: "/regions/india", page: "regionIndia", indexed: true },
  { path: "/regions/saudi", page: "regionSaudi", indexed: true },
];

/** Path of a tool's own page, the one search engines are pointed at. */
export const toolPath = (id: string) => `/tool/${encodeURIComponent(id)}`;

/** Path of a tool's alternatives page. */
export const alternativesPath = (id: string) => `${toolPath(id)}/alternatives`;

/** Matches paths the way the router does: any letter case, an optional trailing slash. */
export function staticRouteOf(pathname: string): StaticRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return STATIC_ROUTES.find((route) => route.path === (path || "/"));
}

/** Whether search engines may index a page. */
export function isIndexedPage(page: PageMetaKey): boolean {
  if (page === "tool" || page === "alternatives") return true;
  return STATIC_ROUTES.some((route) => route.page === page && route.indexed);
}

/**
 * Replaces each {{name}} (or {{name, number}}) with its value: the server's stand-in for
 * i18next interpolation, in English.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*(?:,\s*number\s*)?}}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? new Intl.NumberFormat("en").format(value) : value;
  });
}

/** What the head of one page says about it. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  siteName: string;
  indexed: boolean;
  /** Absolute image URL for link previews, if the page has one. */
  image?: string | undefined;
  /** The same page in each language (hreflang), absolute, "x-default" for the unprefixed one. */
  alternates?: readonly { hreflang: string; href: string }[] | undefined;
}

export type HeadTag =
  | { element: "meta"; attribute: "name" | "property"; key: string; content: string }
  | { element: "link"; rel: "canonical"; href: string }
  | { element: "link"; rel: "alternate"; hreflang: string; href: string };

/** The meta and link tags of a page, the same on the server and in the browser. */
export function headTags(head: PageHead): HeadTag[] {
  const name = (key: string, content: string): HeadTag => ({
    element: "meta",
    attribute: "name",
    key,
    content,
  });
  const property = (key: string, content: string): HeadTag => ({
    element: "meta",
    attribute: "property",
    key,
    content,
  });
  return [
    name("description", head.description),
    name("robots", head.indexed ? "index, follow" : "noindex"),
    { element: "link", rel: "canonical", href: head.url },
    property("og:title", head.title),
    property("og:description", head.description),
    property("og:type", "website"),
    property("og:url", head.url),
    property("og:site_name", head.siteName),
    ...(head.image ? [property("og:image", head.image)] : []),
    name("twitter:card", "summary"),
    name("twitter:title", head.title),
    name("twitter:description", head.description),
    ...(head.alternates ?? []).map(
      ({ hreflang, href }): HeadTag => ({ element: "link", rel: "alternate", hreflang, href }),
    ),
  ];
}
