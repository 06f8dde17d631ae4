-- What the in-process search index asks before each search (ADR 8), as functions so the
-- statements inside are planned once per connection, not on every request.

-- The oldest running transaction, the truncate epoch, Postgres's reading of the query, and the
-- rows written or removed by transactions at or after `since` (none when `since` is null).
CREATE FUNCTION search_index_look(since xid8, q text) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  changed json := '[]';
  removed json := '[]';
BEGIN
  IF since IS NOT NULL THEN
    SELECT coalesce(json_agg(c), '[]') INTO changed FROM (
      SELECT id, published, featured, verified, rating::float8 AS rating, category,
             industry_tags AS "industryTags", pricing_model AS "pricingModel",
             tsvector_to_array(search) AS words, tsvector_to_array(name_search) AS "nameWords"
      FROM solutions_search WHERE txid >= since
    ) c;
    SELECT coalesce(json_agg(r.id), '[]') INTO removed
    FROM solutions_search_removed r WHERE r.txid >= since;
  END IF;
  RETURN json_build_object(
    'xmin', pg_snapshot_xmin(pg_current_snapshot())::text,
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
