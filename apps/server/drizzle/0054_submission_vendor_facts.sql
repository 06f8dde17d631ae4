-- A vendor's submission carries the vendor facts (ADR 35) as the listing does: approval copies
-- them to the listing. An open revision sent before the form asked for them holds its listing's
-- facts, so approving it leaves them as they are.
ALTER TABLE "tool_submissions" ADD COLUMN "implementation_time" jsonb;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "support" jsonb;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "languages_supported" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "tool_submissions" AS s SET
  "implementation_time" = c."implementation_time",
  "support" = c."support",
  "languages_supported" = c."languages_supported"
FROM "solutions_catalog" AS c
WHERE s."revision_of" = c."id" AND s."status" IN ('pending', 'changes_requested');
