CREATE TABLE "solutions_search_removed" (
	"id" uuid NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "pricing_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "solutions_search_removed_txid_idx" ON "solutions_search_removed" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "solutions_search_txid_idx" ON "solutions_search" USING btree ("txid");