-- The search copy carries every list filter and the writing transaction, so the server's
-- in-process search index (ADR 0008) can read exactly what changed since its last look.
CREATE OR REPLACE FUNCTION solutions_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solutions_search
    (id, published, featured, rating, search, name_search, category, industry_tags,
     pricing_model, verified, txid)
  VALUES (NEW.id, NEW.status = 'published', NEW.featured, NEW.rating, NEW.search,
          to_tsvector('english'::regconfig, NEW.name), NEW.category, NEW.industry_tags,
          NEW.pricing_model, NEW.verified, pg_current_xact_id())
  ON CONFLICT (id) DO UPDATE SET
    published = EXCLUDED.published,
    featured = EXCLUDED.featured,
    rating = EXCLUDED.rating,
    search = EXCLUDED.search,
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
CREATE FUNCTION solutions_search_removed_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solutions_search_removed (id) VALUES (OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_search_removed_log AFTER DELETE ON solutions_search
FOR EACH ROW EXECUTE FUNCTION solutions_search_removed_log();
--> statement-breakpoint
-- TRUNCATE removes rows without row triggers: it bumps an epoch, and a new epoch makes every
-- search index rebuild from scratch. A sequence, so truncating tables cannot reset it.
CREATE SEQUENCE solutions_search_epoch;
--> statement-breakpoint
CREATE FUNCTION solutions_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('solutions_search_epoch');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_search_truncated AFTER TRUNCATE ON solutions_search
FOR EACH STATEMENT EXECUTE FUNCTION solutions_search_truncated();
--> statement-breakpoint
UPDATE solutions_search s SET pricing_model = c.pricing_model, verified = c.verified
FROM solutions_catalog c WHERE c.id = s.id;
