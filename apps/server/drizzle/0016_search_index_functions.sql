-- What the in-process search index asks before each search (ADR 8), as functions so the
-- statements inside are planned once per connection, not on every request.

-- One definition of what the index reads of a tool (also read whole by a rebuild).
CREATE VIEW search_index_rows AS
SELECT id, published, featured, verified, rating::float8 AS rating, category,
       industry_tags AS "industryTags", pricing_model AS "pricingModel",
       tsvector_to_array(search) AS words, tsvector_to_array(name_search) AS "nameWords", txid
FROM solutions_search;
--> statement-breakpoint
-- The oldest running transaction, the truncate epoch, Postgres's reading of the query, and the
-- rows written or removed by transactions at or after `since` (none when `since` is null).
-- The watermark is taken first: the reads after it can only see more, never less, so a
-- transaction still running at the watermark is read at a later look.
CREATE FUNCTION search_index_look(since xid8, q text) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  watermark text := pg_snapshot_xmin(pg_current_snapshot())::text;
  changed json := '[]';
  removed json := '[]';
BEGIN
  IF since IS NOT NULL THEN
    SELECT coalesce(json_agg(r), '[]') INTO changed FROM search_index_rows r WHERE r.txid >= since;
    SELECT coalesce(json_agg(d.id), '[]') INTO removed
    FROM solutions_search_removed d WHERE d.txid >= since;
  END IF;
  RETURN json_build_object(
    'xmin', watermark,
    'epoch', (SELECT last_value::text || is_called::text FROM solutions_search_epoch),
    'tsquery', CASE WHEN q IS NULL THEN NULL ELSE websearch_to_tsquery('english', q)::text END,
    'changed', changed,
    'removed', removed
  );
END;
$$;
--> statement-breakpoint
-- Each word replaced by its nearest catalogue word (pg_trgm), and the corrected query's reading;
-- null when no word changed. One trigram index lookup per word.
CREATE FUNCTION catalog_spelling(words text[]) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  typed text;
  nearest text;
  corrected text[] := '{}';
  changed boolean := false;
BEGIN
  FOREACH typed IN ARRAY words LOOP
    SELECT c.word INTO nearest FROM catalog_words c
    WHERE c.word % typed
    ORDER BY c.word = typed DESC, similarity(c.word, typed) DESC, c.word
    LIMIT 1;
    IF nearest IS NOT NULL AND nearest <> typed THEN changed := true; END IF;
    corrected := corrected || coalesce(nearest, typed);
  END LOOP;
  IF NOT changed THEN RETURN NULL; END IF;
  RETURN json_build_object(
    'corrected', array_to_string(corrected, ' '),
    'tsquery', websearch_to_tsquery('english', array_to_string(corrected, ' '))::text
  );
END;
$$;
