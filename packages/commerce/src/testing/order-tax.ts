import type { TaxClass } from '@vitrine/config';
import { lineTaxRecord } from '../modules/checkout/tax.ts';
import type { CreateOrderInput, OrderLineInput } from '../modules/order/index.ts';
import { computeTax, DELIVERY_REF } from '../modules/tax/index.ts';

type Untaxed = Omit<CreateOrderInput, 'lines' | 'tax'> & { lines: Omit<OrderLineInput, 'tax'>[] };

/**
 * An order input as checkout would send it, taxed at one rate (20% VAT inside the prices unless
 * told otherwise), for tests that write orders without a bag. The total gains the tax when
 * prices exclude it.
 */
export function taxedOrderInput(
  input: Untaxed,
  options: { ratePpm?: number; pricesIncludeTax?: boolean; name?: string; countryCode?: string } = {},
): CreateOrderInput {
  const ratePpm = options.ratePpm ?? 200_000;
  const pricesIncludeTax = options.pricesIncludeTax ?? true;
  const taxClass: TaxClass = 'standard';
  const breakdown = computeTax({
    pricesIncludeTax,
    discountMinor: input.discountMinor,
    lines: [
      ...input.lines.map((l, i) => ({
        ref: String(i),
        taxClass,
        amountMinor: l.unitPriceMinor * l.quantity,
        discountable: (l.kind ?? 'product') === 'product',
      })),
      { ref: DELIVERY_REF, taxClass: 'delivery', amountMinor: input.shippingMinor, discountable: false },
    ],
    rateOf: () => ({ ratePpm, components: [{ name: options.name ?? 'VAT', ratePpm }] }),
  });
  const records = breakdown.lines.map(lineTaxRecord);
  return {
    ...input,
    totalMinor: input.totalMinor + breakdown.addedMinor,
    lines: input.lines.map((l, i) => ({ ...l, tax: records[i]! })),
    tax: {
      pricesIncludeTax,
      countryCode: options.countryCode ?? input.shippingAddress.countryCode,
      region: input.shippingAddress.region ?? null,
      provider: 'test',
      source: 'country',
      delivery: records[records.length - 1]!,
    },
  };
}
