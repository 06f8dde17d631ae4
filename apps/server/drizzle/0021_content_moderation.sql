CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_rating_user_key" UNIQUE("rating_id","user_id"),
	CONSTRAINT "review_reports_reason_length_check" CHECK (char_length("review_reports"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD COLUMN "reports_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_rating_id_tool_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."tool_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_created_idx" ON "review_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD CONSTRAINT "tool_ratings_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solutions_name_trgm_idx" ON "solutions_catalog" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solutions_admin_name_idx" ON "solutions_catalog" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "tool_ratings_created_idx" ON "tool_ratings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_ratings_reported_idx" ON "tool_ratings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tool_ratings"."reports_count" > 0;--> statement-breakpoint
CREATE INDEX "tool_ratings_hidden_idx" ON "tool_ratings" USING btree ("hidden_at" DESC NULLS LAST) WHERE "tool_ratings"."hidden_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_submissions_open_revision_idx" ON "tool_submissions" USING btree ("revision_of") WHERE "tool_submissions"."status" in ('pending', 'changes_requested');