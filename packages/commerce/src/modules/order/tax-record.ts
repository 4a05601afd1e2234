import type { TaxClass } from '@vitrine/config';
import type { TaxComponentRecord } from './schema.ts';

// Issue 31 item 3: what an order keeps of its tax, as the checkout worked it out (the tax module's
// calculation). The order module checks that it adds up before anything is written.

/** One taxed line (a product size, a digital item, the delivery charge). */
export interface LineTaxRecord {
  taxClass: TaxClass;
  /** Its share of the order's discount. */
  discountMinor: number;
  netMinor: number;
  ratePpm: number;
  taxMinor: number;
  grossMinor: number;
  components: TaxComponentRecord[];
}

export interface OrderTaxInput {
  pricesIncludeTax: boolean;
  countryCode: string;
  region: string | null;
  provider: string;
  /** How the rate was found: postcode, region, country or fallback. */
  source: string;
  /** The delivery charge's tax. */
  delivery: LineTaxRecord;
}

/** Why an order's tax does not add up, or null when it does. */
export function taxProblem(input: {
  lines: readonly { unitPriceMinor: number; quantity: number; tax: LineTaxRecord }[];
  discountMinor: number;
  shippingMinor: number;
  tax: OrderTaxInput;
}): string | null {
  const { tax } = input;
  const all = [
    ...input.lines.map((l) => ({ amount: l.unitPriceMinor * l.quantity, tax: l.tax })),
    { amount: input.shippingMinor, tax: tax.delivery },
  ];
  let discount = 0;
  for (const { amount, tax: t } of all) {
    if (t.netMinor + t.taxMinor !== t.grossMinor) return 'a line’s net and tax do not make its gross';
    const base = amount - t.discountMinor;
    if ((tax.pricesIncludeTax ? t.grossMinor : t.netMinor) !== base)
      return 'a line’s taxed amount is not its price less its discount';
    if (t.components.reduce((sum, c) => sum + c.taxMinor, 0) !== t.taxMinor)
      return 'a line’s tax components do not make its tax';
    discount += t.discountMinor;
  }
  if (discount !== input.discountMinor) return 'the lines’ discounts do not make the order’s';
  return null;
}

/** The order's tax: its lines' and the delivery charge's. */
export function orderTaxMinor(lines: readonly { tax: LineTaxRecord }[], delivery: LineTaxRecord): number {
  return lines.reduce((sum, l) => sum + l.tax.taxMinor, delivery.taxMinor);
}
