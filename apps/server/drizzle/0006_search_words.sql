CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "solutions_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solutions_facets_idx" ON "solutions_catalog" USING btree ("status","category");--> statement-breakpoint
ALTER TABLE "solutions_catalog" DROP COLUMN "search_text";