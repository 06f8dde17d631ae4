-- Spelling corrections in Arabic and Hindi too (issue 36): catalog_words holds each listing's
-- words in English, Arabic and Devanagari, written by search_normalize (migration 0042) as the
-- typed words are before they are looked up.

-- A text's words, normalised, split on whatever is not a Latin, Arabic or Devanagari letter or
-- sign or a digit (explicit code point ranges: [:alnum:] follows the database's locale, and
-- PGlite's C locale has no Arabic or Devanagari letters). Arabic punctuation (، ؛ ؟ ٪ ٫ ٬ ۔) and
-- the Devanagari danda (। ॥ ॰) separate words. A word is kept when it has three characters or
-- more and a letter of one of the three scripts: numbers ("2024", "٢٠٢٦") correct nothing.
CREATE OR REPLACE FUNCTION catalog_words_from(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_words (word)
  SELECT DISTINCT w
  FROM unnest(names) AS doc,
       regexp_split_to_table(public.search_normalize(doc),
         '[^0-9a-z\u00C0-\u024F\u0610-\u061A\u0620-\u0669\u066E-\u06D3\u06D5-\u06FF\u0900-\u0963\u0966-\u096F\u0971-\u097F]+') AS w
  WHERE length(w) >= 3
    AND w ~ '[a-z\u00C0-\u024F\u0620-\u064A\u066E-\u06D3\u0904-\u0939\u093D\u0950\u0958-\u0961\u0972-\u097F]'
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- What a listing gives the dictionary: its name and its short text in each language (the texts a
-- card shows). The long texts and features would make it several times larger at 100,000 tools
-- for words that the short text mostly has already.
CREATE FUNCTION catalog_words_document(name text, short_desc text, translations jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ', name, short_desc,
    translations #>> '{ar,shortDesc}', translations #>> '{hi,shortDesc}')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION solutions_catalog_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_words_from(ARRAY(
    SELECT catalog_words_document(name, short_desc, translations) FROM changed_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The dictionary again from the listings, every word written the new way (the earlier words were
-- only lower-cased, and in a C locale had no Arabic or Hindi ones). The need vocabulary's words
-- are added back when the server starts (needs/need-spelling.ts).
DELETE FROM catalog_words;
--> statement-breakpoint
SELECT catalog_words_from(ARRAY(
  SELECT catalog_words_document(name, short_desc, translations) FROM solutions_catalog));
--> statement-breakpoint
-- levenshtein() counts the edits between a typed word and a candidate (contrib, as pg_trgm).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- Each typed word normalised as the dictionary is, then replaced by its nearest dictionary word;
-- null when no word changed. One trigram index lookup per word (catalog_words_trgm_idx).
-- Candidates share a quarter of their trigrams with the typed word (pg_trgm's default asks for
-- 0.3, which a short word with one wrong letter misses: "sewa" and "seva" share 0.25), and are
-- taken when they share 0.3 as before or are one edit away. The fewest edits win, then the most
-- shared trigrams: trigrams alone favour a shared beginning ("sewa" is nearer "seo" than "seva").
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
    SELECT c.word INTO nearest FROM catalog_words c
    WHERE c.word % plain
      AND (similarity(c.word, plain) >= 0.3 OR levenshtein(c.word, plain) <= 1)
    ORDER BY c.word = plain DESC, levenshtein(c.word, plain),
             similarity(c.word, plain) DESC, c.word
    LIMIT 1;
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
