-- Deleting analytics events takes them out of the daily aggregates (0025, 0029), except when the
-- deleting transaction says `SET LOCAL app.keep_analytics_aggregates = 'on'`: the retention job
-- (apps/server/src/jobs/retention.ts) removes events past their period that way, as the privacy
-- notice says ("deleted, or kept only in aggregated form").
DROP TRIGGER analytics_daily_delete ON analytics_events;
--> statement-breakpoint
CREATE TRIGGER analytics_daily_delete AFTER DELETE ON analytics_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  WHEN (current_setting('app.keep_analytics_aggregates', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION analytics_daily_remove();
