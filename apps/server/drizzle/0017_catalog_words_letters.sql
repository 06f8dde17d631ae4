-- Spelling suggestions come only from words with a letter: numbers ("2024", "65185") cannot be
-- misspelled into anything useful, and in a large catalogue they crowd the dictionary.
CREATE OR REPLACE FUNCTION catalog_words_from(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_words (word)
  SELECT DISTINCT w
  FROM unnest(names) AS doc, regexp_split_to_table(lower(doc), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
DELETE FROM catalog_words WHERE word !~ '[[:alpha:]]';
