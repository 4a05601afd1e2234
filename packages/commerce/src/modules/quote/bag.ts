import type { LocaleConfig } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import { digitalItemsOf } from './digital.ts';
import { offersForSkus } from '../catalog/index.ts';
import { priceBag } from './priced-bag.ts';
import { linesOf, promotionByCode, type QuoteRow } from './rows.ts';
import type { PricedQuote } from './types.ts';

/** Reads a bag's lines, the catalogue facts they need and its promotion, and prices it. */
export async function pricedBag(
  ex: Executor,
  quote: QuoteRow,
  store: LocaleConfig,
  now: Date,
  options: { lockPromotion?: boolean } = {},
): Promise<PricedQuote> {
  const lines = await linesOf(ex, quote.id);
  // One after another: in a transaction the queries share one connection anyway.
  const offers = await offersForSkus(
    ex,
    lines.map((l) => l.sku),
    store,
    now,
  );
  const promotion = quote.promotionCode
    ? await promotionByCode(ex, quote.promotionCode, { lock: options.lockPromotion ?? false })
    : undefined;
  const digital = await digitalItemsOf(ex, quote.id);
  return priceBag(quote, lines, offers, promotion ?? null, store, now, digital);
}
