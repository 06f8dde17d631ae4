CREATE TABLE "tool_pairs" (
	"solution_a" uuid NOT NULL,
	"solution_b" uuid NOT NULL,
	"compared" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_pairs_solution_a_solution_b_pk" PRIMARY KEY("solution_a","solution_b"),
	CONSTRAINT "tool_pairs_order_check" CHECK ("tool_pairs"."solution_a" < "tool_pairs"."solution_b")
);
--> statement-breakpoint
ALTER TABLE "tool_pairs" ADD CONSTRAINT "tool_pairs_solution_a_solutions_catalog_id_fk" FOREIGN KEY ("solution_a") REFERENCES "public"."solutions_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_pairs" ADD CONSTRAINT "tool_pairs_solution_b_solutions_catalog_id_fk" FOREIGN KEY ("solution_b") REFERENCES "public"."solutions_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_pairs_solution_b_idx" ON "tool_pairs" USING btree ("solution_b");