-- catalog_words follows the catalogue: every new or edited tool adds its words (statement-level,
-- so a bulk insert adds them in one pass). Words that no tool uses any more are harmless.
CREATE FUNCTION catalog_words_from(names text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_words (word)
  SELECT DISTINCT w
  FROM unnest(names) AS doc, regexp_split_to_table(lower(doc), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION solutions_catalog_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_words_from(ARRAY(SELECT name || ' ' || short_desc FROM changed_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_catalog_words_insert
AFTER INSERT ON solutions_catalog REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION solutions_catalog_words();
--> statement-breakpoint
CREATE TRIGGER solutions_catalog_words_update
AFTER UPDATE ON solutions_catalog REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION solutions_catalog_words();
--> statement-breakpoint
SELECT catalog_words_from(ARRAY(SELECT name || ' ' || short_desc FROM solutions_catalog));
