-- Change notifications for the in-process listing index (decision 0007, catalog/listing-index*.ts).
-- Every app instance LISTENs on channel listing_index and re-reads the products named in a
-- notification; '*' asks for a full rebuild. Statement-level triggers with transition tables send
-- one notification per statement (NOTIFY is delivered at commit, and not at all on rollback), so
-- an order taking stock in five sizes costs five small trigger calls, not a row trigger per row.
--
-- Only what a listing reads is watched: products' listing columns, category memberships, sizes,
-- prices, and stock rows crossing zero (a sale from 5 to 4 units does not change a listing).
-- A payload holds at most 500 ids (NOTIFY payloads stop at 8000 bytes); past 5000 products in one
-- transaction, or on TRUNCATE (the seed), a single '*' replaces the lists, remembered for the rest
-- of the transaction in a transaction-local setting so a bulk load sends one '*', not thousands.

CREATE OR REPLACE FUNCTION listing_index_send(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  sent integer := coalesce(nullif(current_setting('vitrine.listing_index_sent', true), ''), '0')::integer;
  n integer := coalesce(cardinality(ids), 0);
BEGIN
  IF n = 0 OR sent < 0 THEN
    RETURN;
  END IF;
  IF sent + n > 5000 THEN
    PERFORM pg_notify('listing_index', '*');
    PERFORM set_config('vitrine.listing_index_sent', '-1', true);
    RETURN;
  END IF;
  FOR i IN 0 .. (n - 1) / 500 LOOP
    PERFORM pg_notify('listing_index', array_to_string(ids[i * 500 + 1 : (i + 1) * 500], ','));
  END LOOP;
  PERFORM set_config('vitrine.listing_index_sent', (sent + n)::text, true);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_index_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('vitrine.listing_index_sent', true), '') <> '-1' THEN
    PERFORM pg_notify('listing_index', '*');
    PERFORM set_config('vitrine.listing_index_sent', '-1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
    -- Names, descriptions and stickers are read with the cards, not from the index.
    SELECT array_agg(DISTINCT coalesce(n.id, o.id)) INTO ids
    FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
    WHERE n.id IS NULL OR o.id IS NULL
      OR (n.date_enabled, n.popularity, n.colour_group, n.size_kind, n.attributes)
        IS DISTINCT FROM (o.date_enabled, o.popularity, o.colour_group, o.size_kind, o.attributes);
  END IF;
  PERFORM listing_index_send(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_index_product_rows() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- product_categories, product_prices and product_variants: every change names its product.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids
    FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) changed;
  END IF;
  PERFORM listing_index_send(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_index_stock() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- A stock row whose variant is gone (deleted with its product) names no product here; the
  -- product_variants trigger of the same delete names it.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT v.product_id) INTO ids
    FROM new_rows s JOIN product_variants v ON v.id = s.variant_id WHERE s.quantity > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT v.product_id) INTO ids
    FROM old_rows s JOIN product_variants v ON v.id = s.variant_id WHERE s.quantity > 0;
  ELSE
    -- A row that crossed zero, or whose key changed (one side of the join missing).
    SELECT array_agg(DISTINCT v.product_id) INTO ids
    FROM new_rows n FULL JOIN old_rows o ON o.variant_id = n.variant_id AND o.region = n.region
    JOIN product_variants v ON v.id = coalesce(n.variant_id, o.variant_id)
    WHERE (n.quantity > 0) IS DISTINCT FROM (o.quantity > 0);
  END IF;
  PERFORM listing_index_send(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_index_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_products();
--> statement-breakpoint
CREATE TRIGGER listing_index_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_products();
--> statement-breakpoint
CREATE TRIGGER listing_index_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_products();
--> statement-breakpoint
CREATE TRIGGER listing_index_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_truncated();
--> statement-breakpoint
CREATE TRIGGER listing_index_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_truncate AFTER TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_truncated();
--> statement-breakpoint
CREATE TRIGGER listing_index_insert AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_update AFTER UPDATE ON product_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_delete AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_truncate AFTER TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_truncated();
--> statement-breakpoint
CREATE TRIGGER listing_index_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_product_rows();
--> statement-breakpoint
CREATE TRIGGER listing_index_truncate AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_truncated();
--> statement-breakpoint
CREATE TRIGGER listing_index_insert AFTER INSERT ON stock_levels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_stock();
--> statement-breakpoint
CREATE TRIGGER listing_index_update AFTER UPDATE ON stock_levels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_stock();
--> statement-breakpoint
CREATE TRIGGER listing_index_delete AFTER DELETE ON stock_levels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_index_stock();
--> statement-breakpoint
CREATE TRIGGER listing_index_truncate AFTER TRUNCATE ON stock_levels
  FOR EACH STATEMENT EXECUTE FUNCTION listing_index_truncated();
