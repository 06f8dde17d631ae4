ALTER TABLE "consultations" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD COLUMN "idempotency_hash" text;