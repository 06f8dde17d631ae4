-- The tool's rating and reviews_count depend only on a review's rating, tool and whether it is
-- hidden: a report (reports_count) or an edit of the text no longer rewrites the tool's row, its
-- search row and the sitemap's version.
DROP TRIGGER tool_ratings_aggregate ON tool_ratings;
--> statement-breakpoint
CREATE TRIGGER tool_ratings_aggregate
AFTER INSERT OR DELETE OR UPDATE OF rating, solution_id, hidden_at ON tool_ratings
FOR EACH ROW EXECUTE FUNCTION tool_ratings_refresh_aggregate();
