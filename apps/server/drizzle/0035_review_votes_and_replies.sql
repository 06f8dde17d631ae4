CREATE TABLE "review_replies" (
	"rating_id" uuid PRIMARY KEY NOT NULL,
	"author_user_id" text NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_body_length_check" CHECK (char_length("review_replies"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"rating_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_pkey" PRIMARY KEY("rating_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_ratings" ADD COLUMN "not_helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_rating_id_tool_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."tool_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_rating_id_tool_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."tool_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_votes_user_idx" ON "review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tool_ratings_solution_helpful_idx" ON "tool_ratings" USING btree ("solution_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- A review's helpful and not-helpful counts follow its votes in the vote's own transaction: one
-- row-level step per insert, change or delete (a cascade from a deleted account included), so the
-- reviews list reads two integers instead of counting votes. The increments run under the review
-- row's lock, so simultaneous votes on one review all count. Only these two columns change: the
-- rating aggregate's trigger (UPDATE OF rating, solution_id, hidden_at) does not fire.
CREATE FUNCTION review_votes_refresh_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tool_ratings
    SET helpful_count = helpful_count - (CASE WHEN OLD.helpful THEN 1 ELSE 0 END),
        not_helpful_count = not_helpful_count - (CASE WHEN OLD.helpful THEN 0 ELSE 1 END)
    WHERE id = OLD.rating_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE tool_ratings
    SET helpful_count = helpful_count + (CASE WHEN NEW.helpful THEN 1 ELSE 0 END),
        not_helpful_count = not_helpful_count + (CASE WHEN NEW.helpful THEN 0 ELSE 1 END)
    WHERE id = NEW.rating_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER review_votes_counts
AFTER INSERT OR DELETE OR UPDATE OF helpful ON review_votes
FOR EACH ROW EXECUTE FUNCTION review_votes_refresh_counts();
