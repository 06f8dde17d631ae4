-- solutions_catalog.rating and reviews_count are derived from tool_ratings, in the same transaction
-- as the write that changes them, so they can never drift from the ratings.
CREATE FUNCTION refresh_solution_rating(target uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE solutions_catalog s
  SET rating = coalesce(agg.avg_rating, 0), reviews_count = agg.n
  FROM (
    SELECT avg(rating)::numeric(4, 3) AS avg_rating, count(*)::int AS n
    FROM tool_ratings WHERE solution_id = target
  ) agg
  WHERE s.id = target;
$$;
--> statement-breakpoint
CREATE FUNCTION tool_ratings_refresh_aggregate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_solution_rating(NEW.solution_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.solution_id <> NEW.solution_id) THEN
    PERFORM refresh_solution_rating(OLD.solution_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tool_ratings_aggregate
AFTER INSERT OR UPDATE OR DELETE ON tool_ratings
FOR EACH ROW EXECUTE FUNCTION tool_ratings_refresh_aggregate();
