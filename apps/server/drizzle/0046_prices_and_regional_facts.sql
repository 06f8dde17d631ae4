-- Local prices and regional fit (issue 37): a listing's price plans, free tier and trial, its
-- declared regional facts with their verification, the exchange rates the admin sets, and the
-- shadow columns the price and regional filters read.
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"units_per_usd" numeric(18, 6) NOT NULL,
	"effective_on" date NOT NULL,
	"set_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_day_key" UNIQUE("currency","effective_on"),
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" in ('AED', 'SAR', 'INR')),
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."units_per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "price_plans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "free_tier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "free_trial_days" smallint;--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "lowest_monthly_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "lowest_monthly_currency" text;--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "regional_facts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "free_tier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "free_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "lowest_monthly_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "lowest_monthly_currency" text;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "fact_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "price_plans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "free_tier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "free_trial_days" smallint;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "regional_facts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solutions_regional_facts_idx" ON "solutions_catalog" USING gin ("regional_facts" jsonb_path_ops);--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD CONSTRAINT "solutions_price_plans_array_check" CHECK (jsonb_typeof("solutions_catalog"."price_plans") = 'array');--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD CONSTRAINT "solutions_regional_facts_array_check" CHECK (jsonb_typeof("solutions_catalog"."regional_facts") = 'array');--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD CONSTRAINT "solutions_free_trial_days_check" CHECK ("solutions_catalog"."free_trial_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD CONSTRAINT "solutions_lowest_monthly_check" CHECK (("solutions_catalog"."lowest_monthly_amount" is null) = ("solutions_catalog"."lowest_monthly_currency" is null));--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_price_plans_array_check" CHECK (jsonb_typeof("tool_submissions"."price_plans") = 'array');--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_regional_facts_array_check" CHECK (jsonb_typeof("tool_submissions"."regional_facts") = 'array');--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_free_trial_days_check" CHECK ("tool_submissions"."free_trial_days" between 1 and 365);
--> statement-breakpoint
-- The pegged rates (the UAE dirham since 1997, the Saudi riyal since 1986); other currencies'
-- rates are the admin's to set.
INSERT INTO exchange_rates (currency, units_per_usd, effective_on) VALUES
  ('AED', 3.6725, '1997-11-01'),
  ('SAR', 3.75, '1986-06-01');
--> statement-breakpoint
-- A currency's units per US dollar in force today (1 for the dollar, null without a rate).
CREATE FUNCTION currency_per_usd(code text) RETURNS numeric
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN code = 'USD' THEN 1::numeric ELSE (
    SELECT r.units_per_usd FROM public.exchange_rates r
    WHERE r.currency = code AND r.effective_on <= current_date
    ORDER BY r.effective_on DESC LIMIT 1) END
$$;
--> statement-breakpoint
-- A plan's price for one month and one user in its own currency, as monthlyCost in
-- packages/shared/src/price-plans.ts (null for a custom quote).
CREATE FUNCTION plan_monthly(plan jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE plan ->> 'billing'
    WHEN 'monthly' THEN (plan ->> 'amount')::numeric
    WHEN 'per_usage' THEN (plan ->> 'amount')::numeric
    WHEN 'per_seat' THEN (plan ->> 'amount')::numeric
    WHEN 'yearly' THEN (plan ->> 'amount')::numeric / 12
    WHEN 'one_time' THEN (plan ->> 'amount')::numeric / 12
  END
$$;
--> statement-breakpoint
-- Keeps a listing's lowest month's price (0 with a free tier) and its currency with its plans.
CREATE FUNCTION solutions_lowest_monthly() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  best_amount numeric;
  best_currency text;
BEGIN
  SELECT plan_monthly(p), p ->> 'currency' INTO best_amount, best_currency
  FROM jsonb_array_elements(NEW.price_plans) AS p
  WHERE plan_monthly(p) IS NOT NULL
  ORDER BY plan_monthly(p) / coalesce(currency_per_usd(p ->> 'currency'), 1)
  LIMIT 1;
  IF NEW.free_tier THEN
    NEW.lowest_monthly_amount := 0;
    NEW.lowest_monthly_currency := coalesce(best_currency, 'USD');
  ELSE
    NEW.lowest_monthly_amount := round(best_amount, 2);
    NEW.lowest_monthly_currency := best_currency;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_lowest_monthly
BEFORE INSERT OR UPDATE OF price_plans, free_tier ON solutions_catalog
FOR EACH ROW EXECUTE FUNCTION solutions_lowest_monthly();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION solutions_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solutions_search
    (id, published, featured, rating, search, search_ar, search_hi, name_search, category,
     industry_tags, pricing_model, verified, free_tier, free_trial, lowest_monthly_amount,
     lowest_monthly_currency, fact_tags, txid)
  VALUES (NEW.id, NEW.status = 'published', NEW.featured, NEW.rating, NEW.search, NEW.search_ar,
          NEW.search_hi, to_tsvector('english'::regconfig, NEW.name), NEW.category,
          NEW.industry_tags, NEW.pricing_model, NEW.verified, NEW.free_tier, NEW.free_trial,
          NEW.lowest_monthly_amount, NEW.lowest_monthly_currency,
          ARRAY(SELECT (f ->> 'kind') || ':' || (f ->> 'value')
                FROM jsonb_array_elements(NEW.regional_facts) AS f),
          pg_current_xact_id())
  ON CONFLICT (id) DO UPDATE SET
    published = EXCLUDED.published,
    featured = EXCLUDED.featured,
    rating = EXCLUDED.rating,
    search = EXCLUDED.search,
    search_ar = EXCLUDED.search_ar,
    search_hi = EXCLUDED.search_hi,
    name_search = EXCLUDED.name_search,
    category = EXCLUDED.category,
    industry_tags = EXCLUDED.industry_tags,
    pricing_model = EXCLUDED.pricing_model,
    verified = EXCLUDED.verified,
    free_tier = EXCLUDED.free_tier,
    free_trial = EXCLUDED.free_trial,
    lowest_monthly_amount = EXCLUDED.lowest_monthly_amount,
    lowest_monthly_currency = EXCLUDED.lowest_monthly_currency,
    fact_tags = EXCLUDED.fact_tags,
    txid = EXCLUDED.txid;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE solutions_search s SET free_trial = c.free_trial FROM solutions_catalog c WHERE c.id = s.id;
--> statement-breakpoint
-- As before, with the price and regional filters' fields.
CREATE OR REPLACE VIEW search_index_rows AS
SELECT id, published, featured, verified, rating::float8 AS rating, category,
       industry_tags AS "industryTags", pricing_model AS "pricingModel",
       tsvector_to_array(search) AS words, tsvector_to_array(name_search) AS "nameWords", txid,
       tsvector_to_array(search_ar) AS "wordsAr", tsvector_to_array(search_hi) AS "wordsHi",
       free_tier AS "freeTier", free_trial AS "freeTrial",
       lowest_monthly_amount::float8 AS "lowestMonthlyAmount",
       lowest_monthly_currency AS "lowestMonthlyCurrency", fact_tags AS "factTags"
FROM solutions_search;
