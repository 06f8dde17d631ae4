DROP INDEX "email_outbox_recipient_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
-- Mail queued before this migration counts under its lower-cased address (as the caps counted it
-- until now); the application writes normalizeMailbox(to_address) for every new row.
UPDATE "email_outbox" SET "recipient_key" = lower("to_address");--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "recipient_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_key_idx" ON "email_outbox" USING btree ("recipient_key","created_at");
