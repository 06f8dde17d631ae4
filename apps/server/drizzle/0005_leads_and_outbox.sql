CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"transport" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"industry" text,
	"details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" text,
	"language" text DEFAULT 'en' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "consultations_status_check" CHECK ("consultations"."status" in ('pending', 'contacted', 'scheduled', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tool_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"pricing_model" text NOT NULL,
	"website_url" text NOT NULL,
	"submitter_name" text NOT NULL,
	"submitter_email" text NOT NULL,
	"submitter_company" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_audience" text,
	"case_studies" text,
	"integrations" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_notes" text,
	"submitter_user_id" text,
	"catalog_solution_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_submissions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "tool_submissions_status_check" CHECK ("tool_submissions"."status" in ('pending', 'approved', 'rejected', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_submitter_user_id_user_id_fk" FOREIGN KEY ("submitter_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_submissions" ADD CONSTRAINT "tool_submissions_catalog_solution_id_solutions_catalog_id_fk" FOREIGN KEY ("catalog_solution_id") REFERENCES "public"."solutions_catalog"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "consultations_email_created_idx" ON "consultations" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_status_created_idx" ON "consultations" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_submissions_status_created_idx" ON "tool_submissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_submissions_submitter_idx" ON "tool_submissions" USING btree ("submitter_user_id");