CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"event_type" text NOT NULL,
	"event_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"solution_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_quota" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solutions_catalog" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"short_desc" text NOT NULL,
	"long_description" text,
	"logo" text,
	"pricing" text,
	"pricing_model" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"built_by_provider" boolean DEFAULT false NOT NULL,
	"rating" numeric(4, 3) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"industry_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"demo_url" text,
	"website_url" text,
	"case_studies" text[] DEFAULT '{}'::text[] NOT NULL,
	"implementation_time" text,
	"support_level" text,
	"free_trial" boolean DEFAULT false NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"integrations" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_audience" text,
	"languages_supported" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"vendor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, short_desc), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(long_description, '')), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || short_desc)) STORED,
	CONSTRAINT "solutions_catalog_slug_unique" UNIQUE("slug"),
	CONSTRAINT "solutions_status_check" CHECK ("solutions_catalog"."status" in ('published', 'hidden')),
	CONSTRAINT "solutions_rating_check" CHECK ("solutions_catalog"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "tool_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"solution_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_ratings_user_solution_key" UNIQUE("user_id","solution_id"),
	CONSTRAINT "tool_ratings_rating_check" CHECK ("tool_ratings"."rating" between 1 and 5),
	CONSTRAINT "tool_ratings_review_length_check" CHECK (char_length("tool_ratings"."review") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"solution_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorites_user_solution_key" UNIQUE("user_id","solution_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_solution_id_solutions_catalog_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions_catalog"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD CONSTRAINT "solutions_catalog_vendor_user_id_user_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD CONSTRAINT "tool_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD CONSTRAINT "tool_ratings_solution_id_solutions_catalog_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_solution_id_solutions_catalog_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("event_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solutions_search_idx" ON "solutions_catalog" USING gin ("search");--> statement-breakpoint
CREATE INDEX "solutions_search_text_trgm_idx" ON "solutions_catalog" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solutions_industry_tags_idx" ON "solutions_catalog" USING gin ("industry_tags");--> statement-breakpoint
CREATE INDEX "solutions_featured_rating_idx" ON "solutions_catalog" USING btree ("status","featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "solutions_rating_idx" ON "solutions_catalog" USING btree ("status","rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "solutions_created_idx" ON "solutions_catalog" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "solutions_reviews_idx" ON "solutions_catalog" USING btree ("status","reviews_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "solutions_name_idx" ON "solutions_catalog" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "solutions_category_idx" ON "solutions_catalog" USING btree ("category","featured" DESC NULLS LAST,"rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solutions_vendor_idx" ON "solutions_catalog" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "tool_ratings_solution_created_idx" ON "tool_ratings" USING btree ("solution_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_favorites_user_created_idx" ON "user_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);