/** Catalogue vocabularies (SPEC §5, §9): one definition for server, seed, forms and filters. */
export const CATEGORIES = [
  "Customer Service",
  "Marketing & Sales",
  "Data Analytics",
  "Content Creation",
  "HR & Recruitment",
  "Operations & Automation",
  "Finance & Accounting",
  "Development Tools",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const PRICING_MODELS = [
  "Free",
  "Freemium",
  "Monthly Subscription",
  "Annual Subscription",
  "One-time Payment",
  "Enterprise/Custom",
  "Usage-based",
] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const INDUSTRIES = [
  "e-commerce",
  "healthcare",
  "finance",
  "education",
  "manufacturing",
  "real-estate",
  "retail",
  "logistics",
  "hospitality",
  "other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Industries in the vocabulary's order, wherever a list shows them: "other" always last. */
export function inIndustryOrder<T extends string>(industries: readonly T[]): T[] {
  const rank = (value: T) => {
    const index = (INDUSTRIES as readonly string[]).indexOf(value);
    return index === -1 ? INDUSTRIES.length : index;
  };
  return [...industries].sort((a, b) => rank(a) - rank(b));
}

/** "price": the lowest month's price first (tools priced only by quote last). */
export const TOOL_SORTS = ["featured", "rating", "newest", "reviews", "name", "price"] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];

/** How a tool's reviews can be ordered (the list's "Sort by"). */
export const REVIEW_SORTS = ["newest", "helpful", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Limits of a vendor's reply to a review: the one definition (the database checks it too). */
export const REPLY_LIMITS = { bodyMax: 1000 } as const;

export const TOOL_STATUSES = ["published", "hidden"] as const;

export const CATALOG_LIMITS = {
  pageSizeDefault: 24,
  pageSizeMax: 100,
  queryMaxLength: 200,
  reviewMaxLength: 2000,
  recentReviews: 5,
  cardIndustryTags: 3,
  adminListSize: 10,
} as const;

export const ANALYTICS_EVENT_TYPES = [
  "page_view",
  "tool_view",
  "tool_save",
  "search",
  "consultation_request",
  "tool_submission",
  /** A visitor opened a listing's demo (tool page or card); carries the solutionId. */
  "demo_click",
  /**
   * A visitor opened a listing's website (tool page, card or vendor tab) through the server's
   * redirect, GET /api/tools/{id}/visit, which records it.
   */
  "website_click",
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/**
 * Recorded by the server itself, `POST /api/events` refuses them: a consultation request or a tool
 * submission when it stores one, a tool view when it serves the tool's page or detail, a website
 * click when it sends the visitor on (each of the last two once per visitor, tool and day).
 */
export const SERVER_EVENT_TYPES = [
  "consultation_request",
  "tool_submission",
  "tool_view",
  "website_click",
] as const;

/**
 * What the public event endpoint takes: the longest text of a field, and how many events one
 * address may send a minute and a day and one signed-in account a minute, each counted (and
 * refused with 429) before the event is written (issue 35 defect 5).
 */
export const EVENT_LIMITS = {
  nameMax: 64,
  textMax: 200,
  perAddressPerMinute: 120,
  perAddressPerDay: 2_000,
  perAccountPerMinute: 120,
} as const;

/** Page-view names of the regional landing pages (SPEC §2). */
export const REGION_PAGE_VIEWS = ["uae-landing", "india-landing", "saudi-landing"] as const;

/** Side-by-side comparison: how many tools a comparison holds (issue 14). */
export const COMPARE_LIMITS = {
  /** Fewer than this is not a comparison: the page asks for another tool. */
  minTools: 2,
  /** The tray refuses a fifth pick; the API refuses a fifth id. */
  maxTools: 4,
  /** An id (UUID) or a slug, as a tool's own address takes. */
  keyMaxLength: 200,
} as const;
