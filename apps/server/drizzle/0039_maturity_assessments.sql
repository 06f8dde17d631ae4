CREATE TABLE "maturity_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"consultation_id" uuid,
	"answers" jsonb NOT NULL,
	"industry" text,
	"scores" jsonb NOT NULL,
	"overall" smallint NOT NULL,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maturity_assessments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "maturity_assessments_owner_check" CHECK ("maturity_assessments"."user_id" is not null or "maturity_assessments"."consultation_id" is not null),
	CONSTRAINT "maturity_assessments_overall_check" CHECK ("maturity_assessments"."overall" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "maturity_assessments" ADD CONSTRAINT "maturity_assessments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maturity_assessments" ADD CONSTRAINT "maturity_assessments_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maturity_assessments_user_created_idx" ON "maturity_assessments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "maturity_assessments_consultation_idx" ON "maturity_assessments" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "solutions_published_category_rank_idx" ON "solutions_catalog" USING btree ("category","verified" DESC NULLS LAST,"featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id") WHERE "solutions_catalog"."status" = 'published';