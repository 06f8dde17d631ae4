CREATE TABLE "consultation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"office" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"requester_time_zone" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_bookings_consultation_id_unique" UNIQUE("consultation_id"),
	CONSTRAINT "consultation_bookings_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "consultation_bookings_status_check" CHECK ("consultation_bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "consultation_bookings_office_check" CHECK ("consultation_bookings"."office" in ('dubai', 'india')),
	CONSTRAINT "consultation_bookings_span_check" CHECK ("consultation_bookings"."ends_at" > "consultation_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "office_availability" (
	"office" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blackout_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_availability_office_check" CHECK ("office_availability"."office" in ('dubai', 'india'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "ics" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_availability" ADD CONSTRAINT "office_availability_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_slot_idx" ON "consultation_bookings" USING btree ("office","starts_at") WHERE "consultation_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "consultation_bookings_starts_idx" ON "consultation_bookings" USING btree ("starts_at");