import { LEAD_PROMISES } from "./lead-promises.ts";

/**
 * Title and description of every page: the one definition. English lives here, so the server can
 * put it into the HTML it sends; the web app uses it as the `seo` section of its English tree and
 * translates it in apps/web/src/locales/seo/{ar,hi}.json. Texts may use {{brand}} and the
 * ROUTE_META_VALUES (numbers as {{minutes, number}}); `toolTitle` also takes {{name}}.
 */
export const ROUTE_META_EN = {
  toolTitle: "{{name}} | {{brand}}",
  pages: {
    home: {
      title: "{{brand}}: vetted AI tools for business",
      description:
        "Browse a marketplace of vetted AI tools, compare pricing and reviews, and book a free AI consultation for your business.",
    },
    about: {
      title: "About Us | {{brand}}",
      description:
        "Meet the team behind {{brand}}: AI agents and automations, voice assistants, AI blueprints and internal systems for growing businesses.",
    },
    mission: {
      title: "Our Mission | {{brand}}",
      description:
        "Why {{brand}} exists: to make AI practical, measurable and trusted for businesses, with the goal of serving over 10,000 businesses by 2030.",
    },
    marketplace: {
      title: "AI Solutions Marketplace | {{brand}}",
      description:
        "Search and filter vetted AI tools by category and industry. Compare pricing, features and verified user reviews.",
    },
    tool: {
      title: "AI Tool Details | {{brand}}",
      description: "Features, pricing, integrations and user reviews of a vetted AI tool.",
    },
    compare: {
      title: "Compare AI Tools | {{brand}}",
      description:
        "Compare up to four AI tools side by side: ratings, pricing, free trials, features, integrations, languages and support.",
    },
    toolNotFound: {
      title: "Tool not found | {{brand}}",
      description: "This tool does not exist or is no longer listed.",
    },
    consultation: {
      title: "Free AI Consultation | {{brand}}",
      description:
        "Book a free {{sessionMinutes, number}}-minute AI consultation and get a custom AI roadmap with ROI projections. We contact you within {{hours, number}} hours.",
    },
    digitalMaturity: {
      title: "Digital Maturity Assessment | {{brand}}",
      description:
        "Find out how ready your business is for AI with our free {{minutes, number}}-minute digital maturity assessment, plus a bonus free {{bonusMinutes, number}}-minute strategy call.",
    },
    submitTool: {
      title: "Submit Your AI Tool | {{brand}}",
      description:
        "List your AI tool on {{brand}} and reach businesses looking for proven AI solutions. We review every submission within {{days}} business days.",
    },
    auth: {
      title: "Sign In or Sign Up | {{brand}}",
      description:
        "Sign in to your {{brand}} account or create one to save tools, write reviews and follow your consultations.",
    },
    forgotPassword: {
      title: "Forgot your password? | {{brand}}",
      description: "Get a link by e-mail to choose a new password for your {{brand}} account.",
    },
    consultationBooking: {
      title: "Your consultation booking | {{brand}}",
      description: "Reschedule or cancel your free AI consultation with {{brand}}.",
    },
    resetPassword: {
      title: "Choose a new password | {{brand}}",
      description: "Set a new password for your {{brand}} account from the link we e-mailed you.",
    },
    privacy: {
      title: "Privacy Policy | {{brand}}",
      description: "How {{brand}} collects, uses and protects your personal data.",
    },
    terms: {
      title: "Terms of Service | {{brand}}",
      description: "The terms that govern your use of the {{brand}} marketplace and services.",
    },
    dashboardBusiness: {
      title: "Business Dashboard | {{brand}}",
      description: "Your saved tools, consultation requests and tool recommendations.",
    },
    dashboardVendor: {
      title: "Vendor Dashboard | {{brand}}",
      description: "Your listed AI tools, their performance and recent activity.",
    },
    dashboardAdmin: {
      title: "Admin Dashboard | {{brand}}",
      description: "Review tool submissions, manage users and follow consultation requests.",
    },
    account: {
      title: "Account Settings | {{brand}}",
      description: "Change your name, company and password, or sign out on every device.",
    },
    regionUae: {
      title: "AI Solutions for UAE Businesses | {{brand}}",
      description:
        "Vetted AI tools and AI transformation services for businesses in Dubai and across the UAE. Book a free consultation with our team.",
    },
    regionIndia: {
      title: "AI Solutions for Indian Businesses | {{brand}}",
      description:
        "Vetted AI tools and AI transformation services for businesses across India. Book a free consultation with our team.",
    },
    regionSaudi: {
      title: "AI Solutions for Saudi Businesses | {{brand}}",
      description:
        "Vetted AI tools and AI transformation services for Saudi businesses, in step with Vision 2030. Book a free consultation with our team.",
    },
    notFound: {
      title: "Page not found | {{brand}}",
      description: "The page you are looking for does not exist.",
    },
  },
};

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

/** Every page with a fixed path (SPEC §2); /tool/{id} and the 404 page are handled apart. */
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

/** Matches paths the way the router does: any letter case, an optional trailing slash. */
export function staticRouteOf(pathname: string): StaticRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return STATIC_ROUTES.find((route) => route.path === (path || "/"));
}

/** Whether search engines may index a page. */
export function isIndexedPage(page: PageMetaKey): boolean {
  if (page === "tool") return true;
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
