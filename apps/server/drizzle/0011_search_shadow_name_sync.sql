-- The search copy also keeps the name's own document, so ranking "name matches first" reads a
-- tiny vector instead of scoring the whole document.
CREATE OR REPLACE FUNCTION solutions_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solutions_search (id, published, featured, rating, search, name_search)
  VALUES (NEW.id, NEW.status = 'published', NEW.featured, NEW.rating, NEW.search,
          to_tsvector('english'::regconfig, NEW.name))
  ON CONFLICT (id) DO UPDATE SET
    published = EXCLUDED.published,
    featured = EXCLUDED.featured,
    rating = EXCLUDED.rating,
    search = EXCLUDED.search,
    name_search = EXCLUDED.name_search;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE solutions_search s SET name_search = to_tsvector('english'::regconfig, c.name)
FROM solutions_catalog c WHERE c.id = s.id;
