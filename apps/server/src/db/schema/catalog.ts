import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A 64-bit transaction id: which transaction last wrote a row (never wraps around). */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/** SPEC §3 solutions_catalog. rating and reviews_count are kept by a trigger on tool_ratings. */
export const solutionsCatalog = pgTable(
  "solutions_catalog",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    shortDesc: text("short_desc").notNull(),
    longDescription: text("long_description"),
    logo: text("logo"),
    pricing: text("pricing"),
    pricingModel: text("pricing_model").notNull(),
    featured: boolean("featured").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    builtByProvider: boolean("built_by_provider").notNull().default(false),
    rating: numeric("rating", { precision: 4, scale: 3, mode: "number" }).notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    industryTags: text("industry_tags").array().notNull().default(sql`'{}'::text[]`),
    demoUrl: text("demo_url"),
    websiteUrl: text("website_url"),
    caseStudies: text("case_studies").array().notNull().default(sql`'{}'::text[]`),
    /** ImplementationTime ({min, max, unit}, packages/shared/src/vendor-facts.ts) or null. */
    implementationTime: jsonb("implementation_time"),
    /** Support ({level, hours, timeZone}, packages/shared/src/vendor-facts.ts) or null. */
    support: jsonb("support"),
    freeTrial: boolean("free_trial").notNull().default(false),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    integrations: text("integrations").array().notNull().default(sql`'{}'::text[]`),
    targetAudience: text("target_audience"),
    /** ISO 639-1 codes ("ar"). */
    languagesSupported: text("languages_supported").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("published"),
    vendorUserId: text("vendor_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The Arabic and Hindi texts (ListingTranslations, packages/shared/src/listing-texts.ts). */
    translations: jsonb("translations").notNull().default(sql`'{}'::jsonb`),
    /** Price plans (PricePlan[], packages/shared/src/price-plans.ts); `pricing` sums them up. */
    pricePlans: jsonb("price_plans").notNull().default(sql`'[]'::jsonb`),
    freeTier: boolean("free_tier").notNull().default(false),
    freeTrialDays: smallint("free_trial_days"),
    /**
     * The lowest month's price for one user (0 with a free tier) and its currency, kept with the
     * plans on every write: what the price filter and "lowest price" read on the SQL path.
     */
    lowestMonthlyAmount: numeric("lowest_monthly_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    }),
    lowestMonthlyCurrency: text("lowest_monthly_currency"),
    /** Declared regional facts and their verification (StoredFact[], regional-facts.ts). */
    regionalFacts: jsonb("regional_facts").notNull().default(sql`'[]'::jsonb`),
    /** Full-text document: the name weighs most, then the short, then the long description. */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, short_desc), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(long_description, '')), 'C')`,
    ),
    /** The Arabic and Hindi documents: the name, then the translated texts (migration 0042). */
    searchAr: tsvector("search_ar").generatedAlwaysAs(
      sql`listing_document('arabic'::regconfig, name, translations -> 'ar')`,
    ),
    searchHi: tsvector("search_hi").generatedAlwaysAs(
      sql`listing_document('hindi'::regconfig, name, translations -> 'hi')`,
    ),
  },
  (t) => [
    check("solutions_status_check", sql`${t.status} in ('published', 'hidden')`),
    check("solutions_rating_check", sql`${t.rating} between 0 and 5`),
    check("solutions_translations_object_check", sql`jsonb_typeof(${t.translations}) = 'object'`),
    check("solutions_price_plans_array_check", sql`jsonb_typeof(${t.pricePlans}) = 'array'`),
    check("solutions_regional_facts_array_check", sql`jsonb_typeof(${t.regionalFacts}) = 'array'`),
    check("solutions_free_trial_days_check", sql`${t.freeTrialDays} between 1 and 365`),
    check(
      "solutions_lowest_monthly_check",
      sql`(${t.lowestMonthlyAmount} is null) = (${t.lowestMonthlyCurrency} is null)`,
    ),
    index("solutions_search_idx").using("gin", t.search),
    index("solutions_industry_tags_idx").using("gin", t.industryTags),
    index("solutions_featured_rating_idx").on(t.status, t.featured.desc(), t.rating.desc(), t.id),
    index("solutions_rating_idx").on(t.status, t.rating.desc(), t.id),
    index("solutions_created_idx").on(t.status, t.createdAt.desc(), t.id),
    index("solutions_reviews_idx").on(t.status, t.reviewsCount.desc(), t.id),
    index("solutions_name_idx").on(t.status, t.name, t.id),
    index("solutions_category_idx").on(t.category, t.featured.desc(), t.rating.desc()),
    // A category's best published tools, verified first (the maturity self-assessment's picks).
    index("solutions_published_category_rank_idx")
      .on(t.category, t.verified.desc(), t.featured.desc(), t.rating.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    // Lets the facet counts read the index alone instead of the whole table.
    index("solutions_facets_idx").on(t.status, t.category),
    index("solutions_vendor_idx").on(t.vendorUserId),
    // The admin's content list: a substring of the name (trigram), and every listing by name.
    index("solutions_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("solutions_admin_name_idx").on(t.name, t.id),
    // The regional filters on the SQL path: `regional_facts @> '[{"kind":…,"value":…}]'`.
    index("solutions_regional_facts_idx").using("gin", sql`${t.regionalFacts} jsonb_path_ops`),
  ],
);

/** A catalogue row without its generated search documents (what responses and audits carry). */
export function withoutSearchDocuments<
  T extends { search: unknown; searchAr: unknown; searchHi: unknown },
>(row: T): Omit<T, "search" | "searchAr" | "searchHi"> {
  const { search: _search, searchAr: _ar, searchHi: _hi, ...rest } = row;
  return rest;
}

export const userFavorites = pgTable(
  "user_favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    solutionId: uuid("solution_id")
      .notNull()
      .references(() => solutionsCatalog.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("user_favorites_user_solution_key").on(t.userId, t.solutionId),
    index("user_favorites_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The admin's analytics: favourites saved in a period.
    index("user_favorites_created_idx").on(t.createdAt),
    // The vendor dashboard: a listing's saves per day and in its activity feed.
    index("user_favorites_solution_created_idx").on(t.solutionId, t.createdAt.desc()),
  ],
);

export const toolRatings = pgTable(
  "tool_ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    solutionId: uuid("solution_id")
      .notNull()
      .references(() => solutionsCatalog.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    review: text("review"),
    /** Set by an admin's moderation: a hidden review is not shown and not counted in the rating. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    /** How many reports it has had (reports), kept in the report's own transaction. */
    reportsCount: integer("reports_count").notNull().default(0),
    /** Helpful votes (review_votes), yes and no, kept by that table's trigger (migration 0035). */
    helpfulCount: integer("helpful_count").notNull().default(0),
    notHelpfulCount: integer("not_helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("tool_ratings_user_solution_key").on(t.userId, t.solutionId),
    check("tool_ratings_rating_check", sql`${t.rating} between 1 and 5`),
    check("tool_ratings_review_length_check", sql`char_length(${t.review}) <= 2000`),
    index("tool_ratings_solution_created_idx").on(t.solutionId, t.createdAt.desc()),
    // The admin's moderation list: every review, the reported ones, the hidden ones, newest first.
    index("tool_ratings_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("tool_ratings_reported_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.reportsCount} > 0`),
    index("tool_ratings_hidden_idx").on(t.hiddenAt.desc()).where(sql`${t.hiddenAt} is not null`),
    // A tool's reviews "most helpful" first, read in order from the index a page at a time.
    index("tool_ratings_solution_helpful_idx").on(
      t.solutionId,
      t.helpfulCount.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * "Was this review helpful?": one vote per user and review (the primary key), yes or no. The
 * review's helpful_count and not_helpful_count follow every insert, change and delete by trigger.
 */
export const reviewVotes = pgTable(
  "review_votes",
  {
    ratingId: uuid("rating_id")
      .notNull()
      .references(() => toolRatings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    helpful: boolean("helpful").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "review_votes_pkey", columns: [t.ratingId, t.userId] }),
    // A user's votes on one tool's reviews, and removing a user's votes with the account.
    index("review_votes_user_idx").on(t.userId),
  ],
);

/**
 * The listing's vendor's one public reply to a review (the primary key), editable by them; an
 * admin can hide it as they hide reviews.
 */
export const reviewReplies = pgTable(
  "review_replies",
  {
    ratingId: uuid("rating_id")
      .primaryKey()
      .references(() => toolRatings.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("review_replies_body_length_check", sql`char_length(${t.body}) between 1 and 1000`),
  ],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    eventType: text("event_type").notNull(),
    eventData: jsonb("event_data").$type<Record<string, unknown>>().notNull().default({}),
    solutionId: uuid("solution_id").references(() => solutionsCatalog.id, { onDelete: "set null" }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_type_created_idx").on(t.eventType, t.createdAt.desc()),
    // The vendor dashboard: a listing's views and clicks per day.
    index("analytics_events_solution_type_created_idx").on(
      t.solutionId,
      t.eventType,
      t.createdAt.desc(),
    ),
  ],
);

/** Fixed-window request counters for our own rate limits, shared by every instance. */
export const requestQuota = pgTable("request_quota", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * Every word (3+ letters) of the tools' names and short descriptions, kept by a trigger: a query
 * word with no match is replaced by its nearest listed word (pg_trgm), for typo tolerance.
 */
export const catalogWords = pgTable("catalog_words", { word: text("word").primaryKey() }, (t) => [
  index("catalog_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);

/**
 * A narrow copy of what ranking a text search needs, kept by a trigger on solutions_catalog: a
 * broad word's thousands of matches are ranked from these small rows instead of the wide ones.
 */
export const solutionsSearch = pgTable(
  "solutions_search",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => solutionsCatalog.id, { onDelete: "cascade" }),
    published: boolean("published").notNull(),
    featured: boolean("featured").notNull(),
    rating: numeric("rating", { precision: 4, scale: 3, mode: "number" }).notNull(),
    search: tsvector("search").notNull(),
    searchAr: tsvector("search_ar").notNull().default(sql`''::tsvector`),
    searchHi: tsvector("search_hi").notNull().default(sql`''::tsvector`),
    /** The name alone: a match here ranks above a match in the descriptions. */
    nameSearch: tsvector("name_search").notNull().default(sql`''::tsvector`),
    /** The facet dimensions, so a search's total and facets are counted from these rows too. */
    category: text("category").notNull().default(""),
    industryTags: text("industry_tags").array().notNull().default(sql`'{}'::text[]`),
    /** The other filters, so the in-process search index counts every filter combination. */
    pricingModel: text("pricing_model").notNull().default(""),
    verified: boolean("verified").notNull().default(false),
    /** The price and regional filters (issue 37), kept by the same trigger. */
    freeTier: boolean("free_tier").notNull().default(false),
    freeTrial: boolean("free_trial").notNull().default(false),
    lowestMonthlyAmount: numeric("lowest_monthly_amount", {
      precision: 14,
      scale: 2,
      mode: "number",
    }),
    lowestMonthlyCurrency: text("lowest_monthly_currency"),
    /** Each declared fact as `kind:value` ("hosting:saudi"). */
    factTags: text("fact_tags").array().notNull().default(sql`'{}'::text[]`),
    /** The transaction that last wrote the row: the search index reads what changed since. */
    txid: xid8("txid").notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index("solutions_search_doc_idx").using("gin", t.search),
    index("solutions_search_ar_idx").using("gin", t.searchAr),
    index("solutions_search_hi_idx").using("gin", t.searchHi),
    index("solutions_search_txid_idx").on(t.txid),
  ],
);

/** Tools removed from solutions_search, by the transaction that removed them. */
export const solutionsSearchRemoved = pgTable(
  "solutions_search_removed",
  {
    id: uuid("id").notNull(),
    txid: xid8("txid").notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index("solutions_search_removed_txid_idx").on(t.txid)],
);
