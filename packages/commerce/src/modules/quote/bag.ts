import type { LocaleConfig } from '@vitrine/config';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { digitalItemsOf } from './digital.ts';
import { offersForSkus } from '../catalog/index.ts';
import { priceBag } from './priced-bag.ts';
import { linesOf, promotionByCode, type QuoteRow } from './rows.ts';
import { quotes } from './schema.ts';
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

/** The total of a bag as priced now (0 when there is no such bag): what applied gift cards pay of. */
export async function bagTotalOf(
  ex: Executor,
  quoteId: number,
  store: LocaleConfig,
  now: Date,
): Promise<number> {
  const [quote] = await ex.select().from(quotes).where(eq(quotes.id, quoteId));
  return quote ? (await pricedBag(ex, quote, store, now)).total.amountMinor : 0;
}
