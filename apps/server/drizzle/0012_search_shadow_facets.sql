ALTER TABLE "solutions_search" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "industry_tags" text[] DEFAULT '{}'::text[] NOT NULL;