-- analytics_daily is analytics_events added up per UTC day: statement triggers add each insert's
-- rows and take away each delete's, grouped first, so a bulk insert touches each daily row once
-- (in key order, so two concurrent inserts lock them in the same order). TRUNCATE empties both.
-- Updates only ever clear solution_id (a tool was deleted), which the daily rows need not follow.
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
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_daily_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analytics_daily;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_daily_insert AFTER INSERT ON analytics_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_add();
--> statement-breakpoint
CREATE TRIGGER analytics_daily_delete AFTER DELETE ON analytics_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_remove();
--> statement-breakpoint
CREATE TRIGGER analytics_daily_truncate AFTER TRUNCATE ON analytics_events
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_clear();
--> statement-breakpoint
-- The events recorded before this migration.
INSERT INTO analytics_daily (event_type, day, solution_id, query, no_result, count)
SELECT event_type, (created_at AT TIME ZONE 'UTC')::date, solution_id,
       CASE WHEN event_type = 'search' THEN coalesce(lower(btrim(event_data ->> 'query')), '') ELSE '' END,
       coalesce(event_type = 'search' AND event_data -> 'results_count' = '0'::jsonb, false),
       count(*)
FROM analytics_events
GROUP BY 1, 2, 3, 4, 5;
