import type { LocaleConfig } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';
import { dropDigitalItems } from './digital.ts';
import { offersForSkus } from '../catalog/index.ts';
import { deleteLine, isSameStore, linesOf, touchQuote, updateLine, type QuoteRow } from './rows.ts';
import { MAX_LINE_QUANTITY } from './schema.ts';
import type { QuoteChange } from './types.ts';

/**
 * quote/refresh (decision 0012): today's prices and stock applied to the bag. A size that was
 * deleted or is no longer sold in the store leaves it, as does one out of stock; a quantity above
 * stock comes down to what is left; a new price becomes the price the shopper has now been told.
 * Returns what changed, for the bag page to say so. The caller holds the quote row's lock.
 */
export async function refreshLines(
  tx: Transaction,
  quote: QuoteRow,
  store: LocaleConfig,
  now: Date,
): Promise<QuoteChange[]> {
  const lines = await linesOf(tx, quote.id);
  const offers = await offersForSkus(
    tx,
    lines.map((l) => l.sku),
    store,
    now,
  );
  const changes: QuoteChange[] = [];
  for (const line of lines) {
    const offer = line.variantId === null ? undefined : offers.get(line.sku);
    if (!offer?.price) {
      await deleteLine(tx, line.id);
      changes.push({ type: 'removed_unavailable', sku: line.sku, quantity: line.quantity });
      continue;
    }
    if (offer.stock <= 0) {
      await deleteLine(tx, line.id);
      changes.push({ type: 'removed_out_of_stock', sku: line.sku, quantity: line.quantity });
      continue;
    }
    const quantity = Math.min(line.quantity, offer.stock, MAX_LINE_QUANTITY);
    const unit = offer.price.price.amountMinor;
    if (quantity < line.quantity)
      changes.push({ type: 'quantity_reduced', sku: line.sku, from: line.quantity, to: quantity });
    if (unit !== line.seenPriceMinor) {
      changes.push({
        type: 'price_changed',
        sku: line.sku,
        from: { amountMinor: line.seenPriceMinor, currency: store.currency },
        to: { amountMinor: unit, currency: store.currency },
      });
    }
    if (quantity !== line.quantity || unit !== line.seenPriceMinor) {
      await updateLine(tx, line.id, { quantity, seenPriceMinor: unit });
    }
  }
  await touchQuote(tx, quote.id);
  return changes;
}

/**
 * A bag used with another store's locale header is moved to that store (the shopper switched
 * store): priced in its currency from now on, and the sizes it does not sell leave the bag.
 * Prices seen in another currency say nothing about this one, so the new prices count as seen.
 * Faces of one store (en-AE, ar-AE) share the bag as it is. The caller holds the row's lock.
 */
export async function moveToStore(
  tx: Transaction,
  quote: QuoteRow,
  store: LocaleConfig,
  now: Date,
): Promise<{ quote: QuoteRow; changes: QuoteChange[] }> {
  if (quote.storeLocale === store.localeISOCode) return { quote, changes: [] };
  const moved: QuoteRow = { ...quote, storeLocale: store.localeISOCode, currency: store.currency };
  if (isSameStore(quote.storeLocale, store)) {
    await touchQuote(tx, quote.id, { storeLocale: store.localeISOCode });
    return { quote: moved, changes: [] };
  }
  const changes: QuoteChange[] = [
    { type: 'store_changed', from: quote.storeLocale, to: store.localeISOCode },
  ];
  const lines = await linesOf(tx, quote.id);
  const offers = await offersForSkus(
    tx,
    lines.map((l) => l.sku),
    store,
    now,
  );
  const sameCurrency = quote.currency.trim() === store.currency;
  for (const line of lines) {
    const offer = line.variantId === null ? undefined : offers.get(line.sku);
    if (!offer?.price) {
      await deleteLine(tx, line.id);
      changes.push({ type: 'removed_unavailable', sku: line.sku, quantity: line.quantity });
    } else if (!sameCurrency) {
      await updateLine(tx, line.id, { seenPriceMinor: offer.price.price.amountMinor });
    }
  }
  // Issue 6: digital items were priced for the old store (and gift cards are not sold everywhere, §2.2).
  changes.push(...(await dropDigitalItems(tx, quote.id)));
  await touchQuote(tx, quote.id, { storeLocale: store.localeISOCode, currency: store.currency });
  return { quote: moved, changes };
}
