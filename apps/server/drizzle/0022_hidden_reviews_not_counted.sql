-- A review an admin hid is neither shown nor counted: the tool's rating and reviews_count are
-- recomputed from the visible ones, in the transaction that hides or unhides it (the trigger of
-- 0004 fires on every update of tool_ratings, hidden_at included).
CREATE OR REPLACE FUNCTION refresh_solution_rating(target uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE solutions_catalog s
  SET rating = coalesce(agg.avg_rating, 0), reviews_count = agg.n
  FROM (
    SELECT avg(rating)::numeric(4, 3) AS avg_rating, count(*)::int AS n
    FROM tool_ratings WHERE solution_id = target AND hidden_at IS NULL
  ) agg
  WHERE s.id = target;
$$;
