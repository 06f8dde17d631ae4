ALTER TABLE "consultation_bookings" DROP CONSTRAINT "consultation_bookings_status_check";--> statement-breakpoint
DROP INDEX "consultation_bookings_slot_idx";--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "hold_client" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "hold_mailbox" text;--> statement-breakpoint
CREATE INDEX "consultation_bookings_hold_client_idx" ON "consultation_bookings" USING btree ("hold_client","hold_expires_at") WHERE "consultation_bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "consultation_bookings_hold_mailbox_idx" ON "consultation_bookings" USING btree ("hold_mailbox","hold_expires_at") WHERE "consultation_bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_slot_idx" ON "consultation_bookings" USING btree ("office","starts_at") WHERE "consultation_bookings"."status" in ('held', 'booked');--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_hold_check" CHECK ("consultation_bookings"."status" <> 'held' or "consultation_bookings"."hold_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_status_check" CHECK ("consultation_bookings"."status" in ('held', 'booked', 'cancelled', 'expired'));