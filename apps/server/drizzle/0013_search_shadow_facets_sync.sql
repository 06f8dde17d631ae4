-- The search copy also keeps category and industry tags, for counting a search's facets.
CREATE OR REPLACE FUNCTION solutions_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solutions_search
    (id, published, featured, rating, search, name_search, category, industry_tags)
  VALUES (NEW.id, NEW.status = 'published', NEW.featured, NEW.rating, NEW.search,
          to_tsvector('english'::regconfig, NEW.name), NEW.category, NEW.industry_tags)
  ON CONFLICT (id) DO UPDATE SET
    published = EXCLUDED.published,
    featured = EXCLUDED.featured,
    rating = EXCLUDED.rating,
    search = EXCLUDED.search,
    name_search = EXCLUDED.name_search,
    category = EXCLUDED.category,
    industry_tags = EXCLUDED.industry_tags;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE solutions_search s SET category = c.category, industry_tags = c.industry_tags
FROM solutions_catalog c WHERE c.id = s.id;
