import { pricesIncludeTax, taxHomeCountry, type LocaleConfig, type TaxClass } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import type { LineTaxRecord, OrderTaxInput } from '../order/index.ts';
import type { PricedQuote } from '../quote/index.ts';
import {
  DELIVERY_REF,
  tableTaxProvider,
  type LineTax,
  type TaxAddress,
  type TaxCalculation,
  type TaxProvider,
  type TaxRequestLine,
} from '../tax/index.ts';

// Issue 31: the tax of a bag delivered to an address, for place-order (which records it on the
// order) and for the checkout page's summary before the order (tax-routes.ts), by one rule.

/** The built-in provider: the rate table (decision 0067). */
export const DEFAULT_TAX_PROVIDER: TaxProvider = tableTaxProvider();

const DIGITAL_TAX_CLASS: Record<string, TaxClass> = { gift_card: 'gift_card', subscription: 'standard' };

export interface BagTax {
  calculation: TaxCalculation;
  /** Per bag line then per digital item, in the bag's order: what each order line records. */
  lines: LineTaxRecord[];
  order: OrderTaxInput;
}

export async function taxOfBag(
  ex: Executor,
  provider: TaxProvider,
  input: {
    store: LocaleConfig;
    bag: Pick<PricedQuote, 'currency' | 'lines' | 'digitalItems' | 'discount'>;
    deliveryMinor: number;
    address: TaxAddress;
    at: Date;
  },
): Promise<BagTax> {
  const { store, bag } = input;
  const lines: TaxRequestLine[] = [
    ...bag.lines.map((l, i) => ({
      ref: `line:${i}`,
      // The catalogue's class, read with the line's price (catalog offers).
      taxClass: l.taxClass,
      amountMinor: l.unitPrice.amountMinor * l.quantity,
      // The promotion is about the merchandise (quote/digital.ts): gift cards are not discounted.
      discountable: true,
    })),
    ...bag.digitalItems.map((item, i) => ({
      ref: `digital:${i}`,
      taxClass: DIGITAL_TAX_CLASS[item.kind] ?? 'standard',
      amountMinor: item.amount.amountMinor,
      discountable: false,
    })),
  ];
  const calculation = await provider.calculate(ex, {
    currency: bag.currency,
    pricesIncludeTax: pricesIncludeTax(store),
    address: input.address,
    homeCountry: taxHomeCountry(store),
    lines,
    discountMinor: bag.discount.amountMinor,
    deliveryMinor: input.deliveryMinor,
    at: input.at,
  });
  const byRef = new Map(calculation.lines.map((l) => [l.ref, l]));
  const recordOf = (ref: string): LineTaxRecord => {
    const line = byRef.get(ref);
    if (!line) throw new Error(`tax provider ${provider.name} left out line ${ref}`);
    return lineTaxRecord(line);
  };
  return {
    calculation,
    lines: lines.map((l) => recordOf(l.ref)),
    order: {
      pricesIncludeTax: calculation.pricesIncludeTax,
      countryCode: input.address.countryCode.toUpperCase(),
      region: input.address.region ?? null,
      provider: calculation.provider,
      source: calculation.source,
      delivery: recordOf(DELIVERY_REF),
    },
  };
}

/** What an order line keeps of a calculated line's tax. */
export function lineTaxRecord(line: LineTax): LineTaxRecord {
  return {
    taxClass: line.taxClass,
    discountMinor: line.discountMinor,
    netMinor: line.netMinor,
    ratePpm: line.ratePpm,
    taxMinor: line.taxMinor,
    grossMinor: line.grossMinor,
    components: line.components.map((c) => ({ name: c.name, ratePpm: c.ratePpm, taxMinor: c.taxMinor })),
  };
}
