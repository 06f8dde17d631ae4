DROP INDEX "consultations_status_created_idx";--> statement-breakpoint
DROP INDEX "consultations_created_idx";--> statement-breakpoint
CREATE INDEX "consultations_status_created_idx" ON "consultations" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);