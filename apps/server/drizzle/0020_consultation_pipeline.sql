CREATE TABLE "consultation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_events_shape_check" CHECK (("consultation_events"."from_status" is null and "consultation_events"."to_status" is null and "consultation_events"."note" is not null) or ("consultation_events"."from_status" in ('pending', 'contacted', 'scheduled', 'completed', 'cancelled') and "consultation_events"."to_status" in ('pending', 'contacted', 'scheduled', 'completed', 'cancelled')))
);
--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_events_consultation_created_idx" ON "consultation_events" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_user_created_idx" ON "consultations" USING btree ("user_id","created_at" DESC NULLS LAST);