-- solutions_search mirrors each tool's ranking inputs (status, featured, rating, search document).
CREATE FUNCTION solutions_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solutions_search (id, published, featured, rating, search)
  VALUES (NEW.id, NEW.status = 'published', NEW.featured, NEW.rating, NEW.search)
  ON CONFLICT (id) DO UPDATE SET
    published = EXCLUDED.published,
    featured = EXCLUDED.featured,
    rating = EXCLUDED.rating,
    search = EXCLUDED.search;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER solutions_search_sync
AFTER INSERT OR UPDATE ON solutions_catalog
FOR EACH ROW EXECUTE FUNCTION solutions_search_sync();
--> statement-breakpoint
INSERT INTO solutions_search (id, published, featured, rating, search)
SELECT id, status = 'published', featured, rating, search FROM solutions_catalog
ON CONFLICT (id) DO NOTHING;
