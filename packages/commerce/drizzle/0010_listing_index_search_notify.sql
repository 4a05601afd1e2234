-- The listing index keeps the matching products and relevance of recent searches (decision 0007:
-- a broad query's relevance is most of a search's time). They are derived from product_search
-- alone, so any change to it (refreshSearchIndex) sends 'search' on channel listing_index, and
-- every app instance forgets its cached matches. Statement-level: one notification per statement.

CREATE OR REPLACE FUNCTION listing_index_search_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listing_index', 'search');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_index_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_search_changed();
