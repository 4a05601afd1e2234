-- The effective price defined once for SQL (decision 0060). §3.3: a special price holds from its
-- start (inclusive) until its end (exclusive), a missing bound open, and only below the regular
-- price; otherwise the regular price holds. catalog/pricing.ts effectivePrice is the same rule in
-- TypeScript and the listing index applies it in memory; listing/effective-price.int.test.ts
-- proves the three agree. The listing's SQL (listing/listing.ts) and add to bag call these. Both
-- are one SQL expression, IMMUTABLE, so PostgreSQL inlines them where they are called: the
-- queries plan as they did with the expression written out.
CREATE OR REPLACE FUNCTION special_price_in_force(
  p_amount_minor integer,
  p_special_minor integer,
  p_special_from timestamptz,
  p_special_to timestamptz,
  p_at timestamptz
) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_special_minor IS NOT NULL AND p_special_minor < p_amount_minor
     AND (p_special_from IS NULL OR p_special_from <= p_at)
     AND (p_special_to IS NULL OR p_special_to > p_at)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION effective_price_minor(
  p_amount_minor integer,
  p_special_minor integer,
  p_special_from timestamptz,
  p_special_to timestamptz,
  p_at timestamptz
) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN special_price_in_force(p_amount_minor, p_special_minor, p_special_from, p_special_to, p_at)
              THEN p_special_minor ELSE p_amount_minor END
$$;
--> statement-breakpoint
-- Add to bag (migration 0013) unchanged but for its price, which it now takes from the above.
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
  -- The price the shopper sees: §3.3 special price inside its window (effective_price_minor).
  SELECT v.id AS variant_id,
         effective_price_minor(pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to, p_now)
           AS price_minor,
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
