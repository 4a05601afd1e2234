import type { LocaleConfig } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';
import { pricedBag } from './bag.ts';
import { normalisePromotionCode, promotionProblem } from './discount.ts';
import { promotionRefusal, type Refusal } from './refusals.ts';
import { promotionByCode, touchQuote, type QuoteRow } from './rows.ts';

/**
 * POST quote/promotion: the code is kept on the bag when it holds for it now (dates, uses,
 * currency, minimum spend against the priced bag). It is checked again at every read and at
 * checkout, so a code that stops holding stops discounting without being removed.
 */
export async function applyPromotion(
  tx: Transaction,
  quote: QuoteRow,
  store: LocaleConfig,
  typed: string,
  now: Date,
): Promise<Refusal | null> {
  const code = normalisePromotionCode(typed);
  const rule = await promotionByCode(tx, code);
  if (!rule) return { code: 'PROMOTION_UNKNOWN', params: { code } };
  const bag = await pricedBag(tx, quote, store, now);
  const problem = promotionProblem(
    rule,
    { currency: store.currency, subtotalMinor: bag.subtotal.amountMinor, customerId: quote.customerId },
    now,
  );
  if (problem) return promotionRefusal(code, problem, rule.minimumMinor, store);
  await touchQuote(tx, quote.id, { promotionCode: code });
  return null;
}

export async function removePromotion(tx: Transaction, quote: QuoteRow): Promise<void> {
  if (quote.promotionCode !== null) await touchQuote(tx, quote.id, { promotionCode: null });
}
