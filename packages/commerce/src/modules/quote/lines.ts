import type { LocaleConfig } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { offersForSkus } from '../catalog/index.ts';
import { bagFullRefusal, quantityRefusal, type Refusal } from './refusals.ts';
import { lineAndCount, lineOf, touchQuote, updateLine, type QuoteRow } from './rows.ts';
import { quoteLines, quotes } from './schema.ts';

/** §3.7 product: a size SKU and how many (decision 0012). */
export interface ProductInput {
  sku: string;
  qty: number;
}

/**
 * Adds units of a size (decision 0012: a size already in the bag adds to its quantity). Refused,
 * with the bag unchanged, when the store does not sell it or the new quantity passes stock or the
 * per-size cap, or a new line would pass the line limit. The caller holds the quote row's lock,
 * so the quantity read here is still the quantity when the line is written.
 */
export async function addToLine(
  tx: Transaction,
  quote: QuoteRow,
  store: LocaleConfig,
  product: ProductInput,
  now: Date,
): Promise<Refusal | null> {
  const offer = (await offersForSkus(tx, [product.sku], store, now)).get(product.sku);
  const bag = await lineAndCount(tx, quote.id, product.sku);
  const refusal =
    quantityRefusal(product.sku, offer, bag.quantity + product.qty) ??
    (bag.exists ? null : bagFullRefusal(product.sku, bag.lines));
  if (refusal || !offer?.price) return refusal;
  // The shopper adds from a product page that showed today's price: that is the price seen.
  const seenPriceMinor = offer.price.price.amountMinor;
  // The line and the bag's "last changed" in one statement: one round trip less per add.
  await tx.execute(sql`
    with line as (
      insert into ${quoteLines} (quote_id, sku, variant_id, quantity, seen_price_minor)
      values (${quote.id}, ${product.sku}, ${offer.variantId}, ${product.qty}, ${seenPriceMinor})
      on conflict (quote_id, sku) do update set quantity = ${quoteLines}.quantity + excluded.quantity,
        variant_id = excluded.variant_id, seen_price_minor = excluded.seen_price_minor
      returning 1)
    update ${quotes} set updated_at = now() where id = ${quote.id}`);
  return null;
}

/** PUT quote/product: the line's quantity becomes `qty`, within stock and the per-size cap. */
export async function setLineQuantity(
  tx: Transaction,
  quote: QuoteRow,
  store: LocaleConfig,
  product: ProductInput,
  now: Date,
): Promise<Refusal | null> {
  const existing = await lineOf(tx, quote.id, product.sku);
  if (!existing) throw new DomainError('QUOTE_LINE_NOT_FOUND', { sku: product.sku });
  const offer =
    existing.variantId === null
      ? undefined
      : (await offersForSkus(tx, [product.sku], store, now)).get(product.sku);
  const refusal = quantityRefusal(product.sku, offer, product.qty);
  if (refusal) return refusal;
  if (existing.quantity !== product.qty) {
    await updateLine(tx, existing.id, { quantity: product.qty });
    await touchQuote(tx, quote.id);
  }
  return null;
}

/** DELETE quote?sku=: removing a size that is not in the bag is not an error (the shopper's aim holds). */
export async function removeLine(tx: Transaction, quote: QuoteRow, sku: string): Promise<void> {
  const existing = await lineOf(tx, quote.id, sku);
  if (!existing) return;
  await tx.delete(quoteLines).where(sql`${quoteLines.id} = ${existing.id}`);
  await touchQuote(tx, quote.id);
}
