-- Listings in three languages (issue 36): the Arabic and Hindi texts in `translations`, and a
-- search document per language beside the English one.

-- How text is written before it is stemmed: the same rules as normalizeSearchText
-- (packages/shared/src/search-text.ts), checked against it in the API tests.
CREATE FUNCTION search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(normalize(regexp_replace(regexp_replace(
    translate(
      normalize(t, NFD),
      U&'\0671\0649\0624\0626\0901\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\0966\0967\0968\0969\096A\096B\096C\096D\096E\096F',
      U&'\0627\064A\0648\064A\0902' || '012345678901234567890123456789'
    ),
    '[\u064B-\u065F\u0670\u0640\u093C\u200C\u200D]', '', 'g'),
    U&'\0647' || '(?![\u0620-\u064A\u066E-\u06D3])', U&'\0629', 'g'), NFC))
$$;
--> statement-breakpoint
-- A listing's document in one language: its name, then the short text, then the long text, the
-- features and the audience, each written by search_normalize (named with its schema: a restore
-- runs with an empty search_path, and the generated columns call this).
CREATE FUNCTION listing_document(config regconfig, name text, texts jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(config, public.search_normalize(name)), 'A')
    || setweight(to_tsvector(config, public.search_normalize(coalesce(texts ->> 'shortDesc', ''))), 'B')
    || setweight(to_tsvector(config, public.search_normalize(concat_ws(' ',
         texts ->> 'longDescription',
         texts ->> 'targetAudience',
         (SELECT string_agg(feature, ' ') FROM jsonb_array_elements_text(
            CASE WHEN jsonb_typeof(texts -> 'features') = 'array' THEN texts -> 'features'
                 ELSE '[]'::jsonb END) AS feature)
       ))), 'C')
$$;
--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "search_ar" "tsvector" GENERATED ALWAYS AS (listing_document('arabic'::regconfig, name, translations -> 'ar')) STORED;--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD COLUMN "search_hi" "tsvector" GENERATED ALWAYS AS (listing_document('hindi'::regconfig, name, translations -> 'hi')) STORED;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "search_ar" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions_search" ADD COLUMN "search_hi" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "solutions_search_ar_idx" ON "solutions_search" USING gin ("search_ar");--> statement-breakpoint
CREATE INDEX "solutions_search_hi_idx" ON "solutions_search" USING gin ("search_hi");--> statement-breakpoint
ALTER TABLE "solutions_catalog" ADD CONSTRAINT "solutions_translations_object_check" CHECK (jsonb_typeof("solutions_catalog"."translations") = 'object');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION solutions_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solutions_search
    (id, published, featured, rating, search, search_ar, search_hi, name_search, category,
     industry_tags, pricing_model, verified, txid)
  VALUES (NEW.id, NEW.status = 'published', NEW.featured, NEW.rating, NEW.search, NEW.search_ar,
          NEW.search_hi, to_tsvector('english'::regconfig, NEW.name), NEW.category,
          NEW.industry_tags, NEW.pricing_model, NEW.verified, pg_current_xact_id())
  ON CONFLICT (id) DO UPDATE SET
    published = EXCLUDED.published,
    featured = EXCLUDED.featured,
    rating = EXCLUDED.rating,
    search = EXCLUDED.search,
    search_ar = EXCLUDED.search_ar,
    search_hi = EXCLUDED.search_hi,
    name_search = EXCLUDED.name_search,
    category = EXCLUDED.category,
    industry_tags = EXCLUDED.industry_tags,
    pricing_model = EXCLUDED.pricing_model,
    verified = EXCLUDED.verified,
    txid = EXCLUDED.txid;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE solutions_search s SET search_ar = c.search_ar, search_hi = c.search_hi
FROM solutions_catalog c WHERE c.id = s.id;
--> statement-breakpoint
-- The index reads each language's lexemes, marked with the language (`ar:…`, `hi:…`).
CREATE OR REPLACE VIEW search_index_rows AS
SELECT id, published, featured, verified, rating::float8 AS rating, category,
       industry_tags AS "industryTags", pricing_model AS "pricingModel",
       tsvector_to_array(search) AS words, tsvector_to_array(name_search) AS "nameWords", txid,
       tsvector_to_array(search_ar) AS "wordsAr", tsvector_to_array(search_hi) AS "wordsHi"
FROM solutions_search;
--> statement-breakpoint
DROP FUNCTION search_index_look(xid8, text);
--> statement-breakpoint
-- As before, and the query's reading in the reader's language (`local`, null for English).
CREATE FUNCTION search_index_look(since xid8, q text, lang regconfig) RETURNS json
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
    'local', CASE WHEN q IS NULL OR lang IS NULL THEN NULL
                  ELSE websearch_to_tsquery(lang, search_normalize(q))::text END,
    'changed', changed,
    'removed', removed
  );
END;
$$;
