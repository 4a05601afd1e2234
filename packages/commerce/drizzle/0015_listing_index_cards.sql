-- The listing index now holds what a product card shows (catalog/listing-index-cards.ts), so a
-- listing or search page no longer reads its 48 cards from PostgreSQL. A card shows the product's
-- SKU, URL key, names, colour, sticker, the size of its style group and its first two images:
-- changes to those columns, and to product_images, now name their products on channel
-- listing_index as the listing columns' changes do (0009).

CREATE OR REPLACE FUNCTION listing_index_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM old_rows;
  ELSE
    -- Descriptions and details are read by the product page, not from the index. A product
    -- moving to another style group changes its old and new groups' colour counts; the index
    -- keeps those counts itself, from the product's old and new group.
    SELECT array_agg(DISTINCT coalesce(n.id, o.id)) INTO ids
    FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
    WHERE n.id IS NULL OR o.id IS NULL
      OR (n.date_enabled, n.popularity, n.colour_group, n.size_kind, n.attributes,
          n.sku, n.url_key, n.names, n.colour, n.sticker, n.style_group)
        IS DISTINCT FROM (o.date_enabled, o.popularity, o.colour_group, o.size_kind, o.attributes,
          o.sku, o.url_key, o.names, o.colour, o.sticker, o.style_group);
  END IF;
  PERFORM listing_index_send(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_index_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_truncate AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_truncated();
