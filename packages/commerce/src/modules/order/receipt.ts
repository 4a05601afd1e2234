import { orderStore, taxName, type TaxName } from '@vitrine/config';
import { sellerFor, sumTax, taxByRate, type Seller } from '../tax/index.ts';
import type { orders, TaxComponentRecord } from './schema.ts';
import type { LineTaxRecord } from './tax-record.ts';

// Issue 31 item 4: the tax receipt of an order (a VAT invoice in the UK and the EU): the seller
// and its registration, each line with its rate, net, tax and gross, the delivery charge, and
// the tax by rate. Printed from the order page and carried by the confirmation email.

export interface ReceiptLine {
  name: string;
  /** The size and colour as the order shows them; empty for a digital item. */
  detail: string;
  quantity: number;
  ratePpm: number;
  components: TaxComponentRecord[];
  discountMinor: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export interface TaxReceipt {
  seller: Seller;
  /** What the store calls the tax (VAT, GST, sales tax, taxes). */
  taxName: TaxName;
  pricesIncludeTax: boolean;
  lines: ReceiptLine[];
  /** The delivery charge's line; null when delivery was free. */
  delivery: ReceiptLine | null;
  byRate: { name: string; ratePpm: number; netMinor: number; taxMinor: number }[];
  totals: { netMinor: number; taxMinor: number; grossMinor: number };
}

type ReceiptOrder = Pick<
  typeof orders.$inferSelect,
  | 'storeLocale'
  | 'pricesIncludeTax'
  | 'shippingMinor'
  | 'shippingTaxMinor'
  | 'shippingTaxRatePpm'
  | 'shippingTaxComponents'
  | 'taxSource'
  | 'discountMinor'
  | 'seller'
>;

/**
 * The seller a receipt of this store names: its registration where the store sells (the EU
 * store's is the one-stop shop's). Kept on the order when it is placed (orders.seller), so a
 * receipt printed later names the seller of the sale, not today's configuration.
 */
export function sellerOfStore(storeLocale: string): Seller {
  return sellerFor(orderStore(storeLocale).countryCode);
}

/** The receipt of an order; null for an order placed before tax was recorded. */
export function taxReceiptOf(
  order: ReceiptOrder,
  lines: readonly { name: string; size: string; colour: string; quantity: number; tax: LineTaxRecord }[],
  deliveryName: string,
): TaxReceipt | null {
  if (order.taxSource === null) return null;
  const store = orderStore(order.storeLocale);
  const receiptLines = lines.map((l): ReceiptLine => ({
    name: l.name,
    detail: [l.colour, l.size].filter(Boolean).join(' · '),
    quantity: l.quantity,
    ratePpm: l.tax.ratePpm,
    components: l.tax.components,
    discountMinor: l.tax.discountMinor,
    netMinor: l.tax.netMinor,
    taxMinor: l.tax.taxMinor,
    grossMinor: l.tax.grossMinor,
  }));
  const shippingTax = order.shippingTaxMinor;
  const delivery: ReceiptLine | null =
    order.shippingMinor > 0
      ? {
          name: deliveryName,
          detail: '',
          quantity: 1,
          ratePpm: order.shippingTaxRatePpm,
          components: order.shippingTaxComponents,
          discountMinor: 0,
          netMinor: order.pricesIncludeTax ? order.shippingMinor - shippingTax : order.shippingMinor,
          taxMinor: shippingTax,
          grossMinor: order.pricesIncludeTax ? order.shippingMinor : order.shippingMinor + shippingTax,
        }
      : null;
  const all = delivery ? [...receiptLines, delivery] : receiptLines;
  return {
    // Orders placed before the seller was kept name the configured one.
    seller: order.seller ?? sellerOfStore(order.storeLocale),
    taxName: taxName(store),
    pricesIncludeTax: order.pricesIncludeTax,
    lines: receiptLines,
    delivery,
    byRate: taxByRate(all),
    totals: sumTax(all),
  };
}
