CREATE TABLE "analytics_daily" (
	"event_type" text NOT NULL,
	"day" date NOT NULL,
	"solution_id" uuid,
	"query" text DEFAULT '' NOT NULL,
	"no_result" boolean DEFAULT false NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_key" UNIQUE NULLS NOT DISTINCT("event_type","day","solution_id","query","no_result")
);
--> statement-breakpoint
CREATE INDEX "user_favorites_created_idx" ON "user_favorites" USING btree ("created_at");