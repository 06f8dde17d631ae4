-- Two reviews of one tool written at the same moment on PostgreSQL each recomputed the tool's
-- rating from a snapshot without the other's row; the second UPDATE waited for the first and then
-- wrote its stale count over it (12 of 24 tools wrong after six accounts rated them in parallel:
-- crash-recovery.test.ts on PostgreSQL). The tool's row is now locked first (NO KEY UPDATE, as the
-- UPDATE itself would: it does not conflict with the key-share lock each new rating's foreign key
-- holds on it, so two writers cannot deadlock), and the aggregate is read by a later statement of
-- this volatile function, whose snapshot sees the rows committed while it waited.
CREATE OR REPLACE FUNCTION refresh_solution_rating(target uuid) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM solutions_catalog WHERE id = target FOR NO KEY UPDATE;
  UPDATE solutions_catalog s
  SET rating = coalesce(agg.avg_rating, 0), reviews_count = agg.n
  FROM (
    SELECT avg(rating)::numeric(4, 3) AS avg_rating, count(*)::int AS n
    FROM tool_ratings WHERE solution_id = target AND hidden_at IS NULL
  ) agg
  WHERE s.id = target;
$$;
