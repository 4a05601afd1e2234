import { currencyMinorDigits, isCurrencyCode, type LocaleConfig } from '@vitrine/config';
import type { Language } from '../../kernel/language.ts';
import { wordFrom } from '../../kernel/wording.ts';
import type { Money, Offer } from '../catalog/index.ts';
import { QUOTE_MESSAGES } from './messages.ts';
import { MAX_LINE_QUANTITY, MAX_QUOTE_LINES } from './schema.ts';
import type { PromotionProblemCode, QuoteError, QuoteErrorCode } from './types.ts';

/** A refusal before it is worded: the code and the values its message names. */
export interface Refusal {
  code: QuoteErrorCode;
  params?: Record<string, string>;
  sku?: string;
}

/** §5: the `reason` is the message a client shows, so it is worded in the caller's language. */
export function toQuoteError(refusal: Refusal, language: Language): QuoteError {
  return {
    code: refusal.code,
    reason: wordFrom(QUOTE_MESSAGES, refusal.code, language, refusal.params),
    ...(refusal.sku === undefined ? {} : { sku: refusal.sku }),
  };
}

/**
 * Whether a size line may hold `quantity` units: the catalogue must sell it in the store, the
 * warehouse must hold that many, and one size is capped (issue 4: no absurd quantities). Stock
 * is told before the cap because "only 3 left" is the more useful thing to hear.
 */
export function quantityRefusal(sku: string, offer: Offer | undefined, quantity: number): Refusal | null {
  if (!offer) return { code: 'UNKNOWN_SKU', params: { sku }, sku };
  if (!offer.price) return { code: 'NOT_SOLD_IN_STORE', params: { sku }, sku };
  if (offer.stock <= 0) return { code: 'OUT_OF_STOCK', sku };
  if (quantity > offer.stock)
    return { code: 'QUANTITY_ABOVE_STOCK', params: { available: String(offer.stock) }, sku };
  if (quantity > MAX_LINE_QUANTITY)
    return { code: 'QUANTITY_LIMIT', params: { max: String(MAX_LINE_QUANTITY) }, sku };
  return null;
}

/** A new line in a bag that already has `lineCount` lines. */
export function bagFullRefusal(sku: string, lineCount: number): Refusal | null {
  return lineCount >= MAX_QUOTE_LINES
    ? { code: 'BAG_FULL', params: { max: String(MAX_QUOTE_LINES) }, sku }
    : null;
}

/** An amount as the store writes it (£50.00, 50,00 €), for reasons that name money. */
export function formatMoney(money: Money, store: Pick<LocaleConfig, 'realLocaleISOCode'>): string {
  const digits = isCurrencyCode(money.currency) ? currencyMinorDigits(money.currency) : 2;
  return new Intl.NumberFormat(store.realLocaleISOCode, {
    style: 'currency',
    currency: money.currency,
  }).format(money.amountMinor / 10 ** digits);
}

/** A promotion that does not hold, with the minimum spend written as money where that is why. */
export function promotionRefusal(
  code: string,
  problem: PromotionProblemCode,
  minimumMinor: number,
  store: Pick<LocaleConfig, 'realLocaleISOCode' | 'currency'>,
): Refusal {
  const params: Record<string, string> = { code };
  if (problem === 'PROMOTION_BELOW_MINIMUM') {
    params.minimum = formatMoney({ amountMinor: minimumMinor, currency: store.currency }, store);
  }
  return { code: problem, params };
}
