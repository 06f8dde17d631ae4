-- Deleting analytics events takes them out of the daily aggregates (0025, 0029), except when the
-- deleting transaction says `SET LOCAL app.keep_analytics_aggregates = 'on'`: the retention job
-- (apps/server/src/jobs/retention.ts) removes events past their period that way, as the privacy
-- notice says ("deleted, or kept only in aggregated form").
CREATE OR REPLACE FUNCTION analytics_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The retention job deletes events past their period but keeps what they add up to.
  IF current_setting('app.keep_analytics_aggregates', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
