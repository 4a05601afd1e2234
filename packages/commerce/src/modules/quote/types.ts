import type { LocaleCode, TaxClass } from '@vitrine/config';
import type { Money } from '../catalog/index.ts';
import type { PricedDigitalItem } from './digital.ts';
import type { QuoteMessageCode } from './messages.ts';
import type { QuoteStatus } from './schema.ts';

export type { Money } from '../catalog/index.ts';

/** Business refusals of §5: a quote answer with a non-empty `errors` list is a failure. */
export type QuoteErrorCode =
  | 'OUT_OF_STOCK'
  | 'QUANTITY_ABOVE_STOCK'
  | 'UNKNOWN_SKU'
  | 'NOT_SOLD_IN_STORE'
  | 'BAG_FULL'
  | 'QUANTITY_LIMIT'
  | PromotionProblemCode;

export type PromotionProblemCode = Extract<QuoteMessageCode, `PROMOTION_${string}`>;

/** One entry of the §3.7 `errors` list: a stable code and the reason in the caller's language. */
export interface QuoteError {
  code: QuoteErrorCode;
  reason: string;
  sku?: string;
}

/** A line of the bag priced in the quote's store: what the bag page and checkout show and charge. */
export interface PricedLine {
  /** The size SKU (VT000012-10). */
  sku: string;
  /** The style SKU (VT000012). */
  productSku: string;
  productId: number;
  variantId: number;
  /** In the store's language. */
  name: string;
  urlKey: string;
  /** Canonical (UK) size, as stored; checkout copies it to the order line. */
  size: string;
  /** The size in the store's size format (§3.2 sizeFormat). */
  sizeLabel: string;
  colour: string;
  image: { path: string; width: number; height: number } | null;
  quantity: number;
  /** What one costs now, special price included (§3.3 special_price window). */
  unitPrice: Money;
  /** The regular price while a special price is in force. */
  wasPrice: Money | null;
  lineTotal: Money;
  /** The unit price the shopper last saw (when added or at the last refresh). */
  seenPrice: Money;
  priceChanged: boolean;
  /** Units in stock in the store's warehouse region (§3.3 total_stock_gb / _us). */
  stockAvailable: number;
  outOfStock: boolean;
  /** More in the bag than the warehouse holds: refresh lowers it, checkout refuses it. */
  quantityAboveStock: boolean;
  /** What the product is for tax (issue 31): checkout taxes the line by it. */
  taxClass: TaxClass;
}

/** A line that cannot be priced in the store: its size was deleted or has no price in the currency. */
export interface UnavailableLine {
  sku: string;
  quantity: number;
  reason: 'UNKNOWN_SKU' | 'NOT_SOLD_IN_STORE';
}

export interface AppliedPromotion {
  code: string;
  /** False while the code does not hold for this bag (dates, currency, minimum, uses): no discount. */
  applied: boolean;
  discount: Money;
  problem: QuoteError | null;
}

export interface PricedQuote {
  quoteId: number;
  customerId: string | null;
  status: QuoteStatus;
  storeLocale: LocaleCode;
  currency: string;
  lines: PricedLine[];
  unavailable: UnavailableLine[];
  /** Gift cards and the subscription (issue 6, quote/digital.ts): no stock, no parcel. */
  digitalItems: PricedDigitalItem[];
  /** Units across the priced lines plus one per digital item (the mini-bag count). */
  itemCount: number;
  /** The priced lines plus the digital items. */
  subtotal: Money;
  /** Of the subtotal, what the digital items cost (a promotion never discounts it). */
  digitalTotal: Money;
  /** Off the merchandise only. */
  discount: Money;
  /** subtotal - discount; delivery is checkout's. */
  total: Money;
  promotion: AppliedPromotion | null;
}

/**
 * What quote/refresh, a store switch or a merge changed in a bag, for the bag page to tell the
 * shopper (decision 0012).
 */
export type QuoteChange =
  | { type: 'price_changed'; sku: string; from: Money; to: Money }
  | { type: 'quantity_reduced'; sku: string; from: number; to: number }
  | { type: 'removed_out_of_stock'; sku: string; quantity: number }
  | { type: 'removed_unavailable'; sku: string; quantity: number }
  | { type: 'removed_bag_full'; sku: string; quantity: number }
  | { type: 'store_changed'; from: string; to: string };
