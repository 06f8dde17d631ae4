CREATE TABLE "analytics_day_totals" (
	"event_type" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_day_totals_event_type_day_pk" PRIMARY KEY("event_type","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_tool_idx" ON "analytics_daily" USING btree ("event_type","day","solution_id","count") WHERE "analytics_daily"."solution_id" is not null;--> statement-breakpoint
-- The daily triggers (0024-0026) now also keep analytics_day_totals: one row per type and day.
CREATE OR REPLACE FUNCTION analytics_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily AS d (event_type, day, solution_id, query, no_result, count)
  SELECT event_type, (created_at AT TIME ZONE 'UTC')::date, solution_id,
         CASE WHEN event_type = 'search' THEN coalesce(lower(btrim(event_data ->> 'query')), '') ELSE '' END,
         coalesce(event_type = 'search' AND event_data -> 'results_count' = '0'::jsonb, false),
         count(*)
  FROM new_rows
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (event_type, day, solution_id, query, no_result)
  DO UPDATE SET count = d.count + excluded.count;
  INSERT INTO analytics_day_totals AS t (event_type, day, count)
  SELECT event_type, (created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM new_rows
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (event_type, day) DO UPDATE SET count = t.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_daily AS d SET count = d.count - gone.n
  FROM (
    SELECT event_type, (created_at AT TIME ZONE 'UTC')::date AS day, solution_id,
           CASE WHEN event_type = 'search' THEN coalesce(lower(btrim(event_data ->> 'query')), '') ELSE '' END AS query,
           coalesce(event_type = 'search' AND event_data -> 'results_count' = '0'::jsonb, false) AS no_result,
           count(*) AS n
    FROM old_rows
    GROUP BY 1, 2, 3, 4, 5
  ) gone
  WHERE d.event_type = gone.event_type AND d.day = gone.day
    AND d.solution_id IS NOT DISTINCT FROM gone.solution_id
    AND d.query = gone.query AND d.no_result = gone.no_result;
  DELETE FROM analytics_daily WHERE count <= 0;
  UPDATE analytics_day_totals AS t SET count = t.count - gone.n
  FROM (
    SELECT event_type, (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
    FROM old_rows GROUP BY 1, 2
  ) gone
  WHERE t.event_type = gone.event_type AND t.day = gone.day;
  DELETE FROM analytics_day_totals WHERE count <= 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_daily_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analytics_daily;
  TRUNCATE analytics_day_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO analytics_day_totals (event_type, day, count)
SELECT event_type, day, sum(count)::int FROM analytics_daily GROUP BY 1, 2;
