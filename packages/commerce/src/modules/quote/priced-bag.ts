import type { LocaleCode, LocaleConfig } from '@vitrine/config';
import type { Money, Offer } from '../catalog/index.ts';
import { priceDigitalItems, type DigitalItemRow } from './digital.ts';
import { discountMinor, promotionProblem, type PromotionRule } from './discount.ts';
import { promotionRefusal, toQuoteError } from './refusals.ts';
import type { QuoteStatus } from './schema.ts';
import type { AppliedPromotion, PricedLine, PricedQuote, UnavailableLine } from './types.ts';

export interface QuoteHead {
  id: number;
  customerId: string | null;
  status: QuoteStatus;
  storeLocale: string;
  currency: string;
  promotionCode: string | null;
}

export interface StoredLine {
  sku: string;
  variantId: number | null;
  quantity: number;
  seenPriceMinor: number;
}

const money = (amountMinor: number, currency: string): Money => ({ amountMinor, currency });

/**
 * The bag as the shopper sees it and checkout charges it: every line priced in the store's
 * currency with today's price (special prices by their window), stock in the store's region, and
 * the promotion checked again, since dates, uses and the subtotal move under a saved code.
 */
export function priceBag(
  head: QuoteHead,
  lines: readonly StoredLine[],
  offers: ReadonlyMap<string, Offer>,
  promotion: PromotionRule | null,
  store: LocaleConfig,
  now: Date,
  digitalRows: readonly DigitalItemRow[] = [],
): PricedQuote {
  const currency = store.currency;
  const priced: PricedLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const line of lines) {
    const offer = line.variantId === null ? undefined : offers.get(line.sku);
    if (!offer) {
      unavailable.push({ sku: line.sku, quantity: line.quantity, reason: 'UNKNOWN_SKU' });
      continue;
    }
    if (!offer.price) {
      unavailable.push({ sku: line.sku, quantity: line.quantity, reason: 'NOT_SOLD_IN_STORE' });
      continue;
    }
    const unit = offer.price.price.amountMinor;
    priced.push({
      sku: line.sku,
      productSku: offer.productSku,
      productId: offer.productId,
      variantId: offer.variantId,
      name: offer.name,
      urlKey: offer.urlKey,
      size: offer.size,
      sizeLabel: offer.sizeLabel,
      colour: offer.colour,
      image: offer.image,
      quantity: line.quantity,
      unitPrice: money(unit, currency),
      wasPrice: offer.price.wasPrice,
      lineTotal: money(unit * line.quantity, currency),
      seenPrice: money(line.seenPriceMinor, currency),
      priceChanged: unit !== line.seenPriceMinor,
      stockAvailable: offer.stock,
      outOfStock: offer.stock <= 0,
      quantityAboveStock: line.quantity > offer.stock,
      taxClass: offer.taxClass,
    });
  }
  // Issue 6: digital items (gift cards, the subscription) count in the subtotal and total; a
  // promotion (its minimum and its discount) is about the merchandise only (quote/digital.ts).
  const digitalItems = priceDigitalItems(digitalRows, currency, store.language);
  const merchandiseMinor = priced.reduce((sum, line) => sum + line.lineTotal.amountMinor, 0);
  const digitalMinor = digitalItems.reduce((sum, item) => sum + item.amount.amountMinor, 0);
  const subtotalMinor = merchandiseMinor + digitalMinor;
  const applied = head.promotionCode
    ? promotionFor(head.promotionCode, promotion, merchandiseMinor, store, now, head.customerId)
    : null;
  const discount = applied?.discount.amountMinor ?? 0;
  return {
    quoteId: head.id,
    customerId: head.customerId,
    status: head.status,
    storeLocale: store.localeISOCode as LocaleCode,
    currency,
    lines: priced,
    unavailable,
    digitalItems,
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0) + digitalItems.length,
    subtotal: money(subtotalMinor, currency),
    digitalTotal: money(digitalMinor, currency),
    discount: money(discount, currency),
    total: money(subtotalMinor - discount, currency),
    promotion: applied,
  };
}

function promotionFor(
  code: string,
  rule: PromotionRule | null,
  subtotalMinor: number,
  store: LocaleConfig,
  now: Date,
  /** The bag's owner: a code bound to a customer (refer-a-friend, issue 6) holds only for them. */
  customerId: string | null = null,
): AppliedPromotion {
  const zero = money(0, store.currency);
  if (!rule) {
    return {
      code,
      applied: false,
      discount: zero,
      problem: toQuoteError({ code: 'PROMOTION_UNKNOWN', params: { code } }, store.language),
    };
  }
  const problem = promotionProblem(rule, { currency: store.currency, subtotalMinor, customerId }, now);
  if (problem) {
    const refusal = promotionRefusal(code, problem, rule.minimumMinor, store);
    return { code, applied: false, discount: zero, problem: toQuoteError(refusal, store.language) };
  }
  return {
    code,
    applied: true,
    discount: money(discountMinor(rule, subtotalMinor), store.currency),
    problem: null,
  };
}
