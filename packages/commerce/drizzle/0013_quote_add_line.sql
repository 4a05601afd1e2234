-- Add to bag in one round trip (issue 4 target: add-to-bag p99 under 25 ms at 20 shoppers; decision
-- 0012 addendum). The usual add is a guest or a customer adding an in-stock size to their own
-- active bag in the store it was made in, within the caps. That case is done here whole: lock the
-- bag, read the size's price in the store currency and its stock in the store's region, read the
-- line and the line count, check, write the line, touch the bag. Every other case (no such bag,
-- another's, merged, ordered, another store, unknown or unsold size, a refusal) answers 'other'
-- having written nothing, and the application takes its full path, which owns those rules and
-- their messages. A VOLATILE function takes a new snapshot per statement, so the reads after the
-- lock see every add that committed before it was granted.

CREATE OR REPLACE FUNCTION quote_add_line(
  p_token_hash text,
  p_customer_id uuid,
  p_store_locale text,
  p_currency text,
  p_region text,
  p_sku text,
  p_qty integer,
  p_now timestamptz,
  p_max_quantity integer,
  p_max_lines integer
) RETURNS TABLE (outcome text, quote_id bigint)
  LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  q record;
  offer record;
  current_quantity integer;
  lines integer;
BEGIN
  SELECT id, status, customer_id, store_locale INTO q
    FROM quotes WHERE token_hash = p_token_hash FOR UPDATE;
  IF NOT FOUND OR q.status <> 'active' OR q.customer_id IS DISTINCT FROM p_customer_id
     OR q.store_locale <> p_store_locale THEN
    RETURN QUERY SELECT 'other'::text, q.id::bigint;
    RETURN;
  END IF;
  -- The price the shopper sees: §3.3 special price inside its window (from inclusive, to
  -- exclusive), as catalog/pricing.ts isSpecialActive and the listing's SQL decide it.
  SELECT v.id AS variant_id,
         CASE WHEN pr.special_minor IS NOT NULL AND pr.special_minor < pr.amount_minor
                   AND (pr.special_from IS NULL OR pr.special_from <= p_now)
                   AND (pr.special_to IS NULL OR pr.special_to > p_now)
              THEN pr.special_minor ELSE pr.amount_minor END AS price_minor,
         coalesce(s.quantity, 0) AS stock
    INTO offer
    FROM product_variants v
    JOIN product_prices pr ON pr.product_id = v.product_id AND pr.currency = p_currency
    LEFT JOIN stock_levels s ON s.variant_id = v.id AND s.region = p_region
    WHERE v.sku = p_sku;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'other'::text, q.id::bigint;
    RETURN;
  END IF;
  SELECT coalesce(max(l.quantity) FILTER (WHERE l.sku = p_sku), 0)::integer, count(*)::integer
    INTO current_quantity, lines
    FROM quote_lines l WHERE l.quote_id = q.id;
  IF current_quantity + p_qty > least(offer.stock, p_max_quantity)
     OR (current_quantity = 0 AND lines >= p_max_lines) THEN
    RETURN QUERY SELECT 'other'::text, q.id::bigint;
    RETURN;
  END IF;
  -- The shopper adds from a product page that showed today's price: that is the price seen.
  INSERT INTO quote_lines (quote_id, sku, variant_id, quantity, seen_price_minor)
    VALUES (q.id, p_sku, offer.variant_id, p_qty, offer.price_minor)
    ON CONFLICT (quote_id, sku) DO UPDATE
      SET quantity = quote_lines.quantity + excluded.quantity,
          variant_id = excluded.variant_id,
          seen_price_minor = excluded.seen_price_minor;
  UPDATE quotes SET updated_at = now() WHERE id = q.id;
  RETURN QUERY SELECT 'added'::text, q.id::bigint;
END $$;
