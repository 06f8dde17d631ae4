-- levenshtein() refuses a word of more than 255 characters, and such a word is no use to a
-- spelling correction: the dictionary keeps words of 3 to 64 characters, and catalog_spelling
-- leaves a longer typed word as it is (the API takes queries of 200 characters, but a listing's
-- text written straight into the database is not limited).
CREATE OR REPLACE FUNCTION catalog_words_from(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_words (word)
  SELECT DISTINCT w
  FROM unnest(names) AS doc,
       regexp_split_to_table(public.search_normalize(doc),
         '[^0-9a-z\u00C0-\u024F\u0610-\u061A\u0620-\u0669\u066E-\u06D3\u06D5-\u06FF\u0900-\u0963\u0966-\u096F\u0971-\u097F]+') AS w
  WHERE length(w) BETWEEN 3 AND 64
    AND w ~ '[a-z\u00C0-\u024F\u0620-\u064A\u066E-\u06D3\u0904-\u0939\u093D\u0950\u0958-\u0961\u0972-\u097F]'
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
DELETE FROM catalog_words WHERE length(word) > 64;
--> statement-breakpoint
-- As in 0044 (the nearest word by edits among trigram candidates), past a word of 64 characters.
CREATE OR REPLACE FUNCTION catalog_spelling(words text[]) RETURNS json
LANGUAGE plpgsql STABLE
SET pg_trgm.similarity_threshold = 0.25
AS $$
DECLARE
  typed text;
  plain text;
  nearest text;
  corrected text[] := '{}';
  changed boolean := false;
BEGIN
  FOREACH typed IN ARRAY words LOOP
    plain := public.search_normalize(typed);
    nearest := NULL;
    IF length(plain) <= 64 THEN
      SELECT c.word INTO nearest FROM catalog_words c
      WHERE c.word % plain
        AND (similarity(c.word, plain) >= 0.3 OR levenshtein(c.word, plain) <= 1)
      ORDER BY c.word = plain DESC, levenshtein(c.word, plain),
               similarity(c.word, plain) DESC, c.word
      LIMIT 1;
    END IF;
    IF nearest IS NOT NULL AND nearest <> plain THEN
      changed := true;
      corrected := corrected || nearest;
    ELSE
      corrected := corrected || typed;
    END IF;
  END LOOP;
  IF NOT changed THEN RETURN NULL; END IF;
  RETURN json_build_object(
    'corrected', array_to_string(corrected, ' '),
    'tsquery', websearch_to_tsquery('english', array_to_string(corrected, ' '))::text
  );
END;
$$;
