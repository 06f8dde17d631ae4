CREATE TABLE "overdue_alerts" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overdue_alerts_kind_record_id_waiting_since_pk" PRIMARY KEY("kind","record_id","waiting_since"),
	CONSTRAINT "overdue_alerts_kind_check" CHECK ("overdue_alerts"."kind" in ('consultation', 'submission'))
);
