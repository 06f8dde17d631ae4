-- Search events without a results_count are not "no result": the comparison gave null, which
-- the daily row's no_result refused (0025 as first committed). Same functions, coalesced.
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
