CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"subject" text NOT NULL,
	"solution_id" uuid NOT NULL,
	"rating_id" uuid,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_subject_check" CHECK (("reports"."subject" = 'listing' and "reports"."rating_id" is null) or ("reports"."subject" = 'review' and "reports"."rating_id" is not null)),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('broken_link', 'outdated', 'misleading', 'spam', 'offensive', 'conflict_of_interest', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_decided_check" CHECK (("reports"."status" = 'open') = ("reports"."decided_at" is null)),
	CONSTRAINT "reports_details_length_check" CHECK (char_length("reports"."details") <= 1000),
	CONSTRAINT "reports_note_length_check" CHECK (char_length("reports"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_solution_id_solutions_catalog_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_rating_id_tool_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."tool_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_listing_key" ON "reports" USING btree ("reporter_id","solution_id") WHERE "reports"."status" = 'open' and "reports"."subject" = 'listing';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_review_key" ON "reports" USING btree ("reporter_id","rating_id") WHERE "reports"."status" = 'open' and "reports"."subject" = 'review';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The review reports made before there were reasons: each an open report, its words kept.
INSERT INTO "reports" ("reporter_id", "subject", "solution_id", "rating_id", "reason", "details", "created_at")
SELECT rr."user_id", 'review', tr."solution_id", rr."rating_id", 'other', rr."reason", rr."created_at"
FROM "review_reports" rr JOIN "tool_ratings" tr ON tr."id" = rr."rating_id";
