import type { LocaleConfig } from '@vitrine/config';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { mergeDigitalItems } from './digital.ts';
import { offersForSkus } from '../catalog/index.ts';
import { deleteLine, linesOf, touchQuote, updateLine, type QuoteRow } from './rows.ts';
import { MAX_LINE_QUANTITY, MAX_QUOTE_LINES, quoteLines, quotes } from './schema.ts';
import type { QuoteChange } from './types.ts';

/**
 * quote/merge (§7.5, decision 0012): the guest bag's lines join the customer's bag in the store.
 * A size in both is summed; every merged quantity is capped by stock in the store's region and by
 * MAX_LINE_QUANTITY. The guest bag is then marked merged, so its token answers 401 from now on.
 *
 * The caller has locked the guest row, then the customer's (always in that order). That lock is
 * what makes a merge count the guest lines once: a second merge of the same guest bag, racing
 * the first, waits for it and then finds the guest bag already merged.
 */
export async function mergeInto(
  tx: Transaction,
  guest: QuoteRow,
  target: QuoteRow,
  store: LocaleConfig,
  now: Date,
): Promise<QuoteChange[]> {
  if (guest.status !== 'active' || guest.id === target.id) return [];
  const [guestLines, targetLines] = [await linesOf(tx, guest.id), await linesOf(tx, target.id)];
  const offers = await offersForSkus(
    tx,
    guestLines.map((l) => l.sku),
    store,
    now,
  );
  const bySku = new Map(targetLines.map((l) => [l.sku, l]));
  let lineCount = targetLines.length;
  const sameCurrency = guest.currency.trim() === store.currency;
  const changes: QuoteChange[] = [];
  for (const line of guestLines) {
    const offer = line.variantId === null ? undefined : offers.get(line.sku);
    if (!offer?.price) {
      changes.push({ type: 'removed_unavailable', sku: line.sku, quantity: line.quantity });
      continue;
    }
    const existing = bySku.get(line.sku);
    const sum = (existing?.quantity ?? 0) + line.quantity;
    const capped = Math.min(sum, MAX_LINE_QUANTITY, offer.stock);
    if (capped < 1) {
      if (existing) await deleteLine(tx, existing.id);
      changes.push({ type: 'removed_out_of_stock', sku: line.sku, quantity: sum });
      continue;
    }
    if (capped < sum) changes.push({ type: 'quantity_reduced', sku: line.sku, from: sum, to: capped });
    if (existing) {
      await updateLine(tx, existing.id, { quantity: capped });
      continue;
    }
    if (lineCount >= MAX_QUOTE_LINES) {
      changes.push({ type: 'removed_bag_full', sku: line.sku, quantity: line.quantity });
      continue;
    }
    await tx.insert(quoteLines).values({
      quoteId: target.id,
      sku: line.sku,
      variantId: offer.variantId,
      quantity: capped,
      // The guest saw this price; in another currency it saw none of these, so today's counts as seen.
      seenPriceMinor: sameCurrency ? line.seenPriceMinor : offer.price.price.amountMinor,
    });
    lineCount += 1;
  }
  changes.push(...(await mergeDigitalItems(tx, guest, target, sameCurrency)));
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, guest.id));
  await tx
    .update(quotes)
    .set({ status: 'merged', mergedInto: target.id, updatedAt: sql`now()` })
    .where(eq(quotes.id, guest.id));
  // A code typed as a guest still counts once signed in, unless the customer's bag has its own.
  await touchQuote(
    tx,
    target.id,
    target.promotionCode || !guest.promotionCode ? {} : { promotionCode: guest.promotionCode },
  );
  return changes;
}
