CREATE TABLE "solutions_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"published" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"rating" numeric(4, 3) NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solutions_search" ADD CONSTRAINT "solutions_search_id_solutions_catalog_id_fk" FOREIGN KEY ("id") REFERENCES "public"."solutions_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solutions_search_doc_idx" ON "solutions_search" USING gin ("search");