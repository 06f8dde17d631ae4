-- A submission's texts in Arabic and Hindi (issue 36): approval copies them to the listing.
ALTER TABLE "tool_submissions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_translations_object_check" CHECK (jsonb_typeof("tool_submissions"."translations") = 'object');