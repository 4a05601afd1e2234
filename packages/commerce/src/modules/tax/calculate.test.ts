import { describe, expect, it } from 'vitest';
import { computeTax, taxByRate, taxOfAmount, type AppliedRate, type TaxableLine } from './calculate.ts';

const VAT20: AppliedRate = { ratePpm: 200_000, components: [{ name: 'VAT', ratePpm: 200_000 }] };
const ZERO: AppliedRate = { ratePpm: 0, components: [{ name: 'VAT', ratePpm: 0 }] };
const BC: AppliedRate = {
  ratePpm: 120_000,
  components: [
    { name: 'GST', ratePpm: 50_000 },
    { name: 'PST', ratePpm: 70_000 },
  ],
};

const line = (ref: string, amountMinor: number, extra: Partial<TaxableLine> = {}): TaxableLine => ({
  ref,
  taxClass: 'clothing',
  amountMinor,
  discountable: true,
  ...extra,
});

describe('taxOfAmount', () => {
  it('takes the tax out of a tax-inclusive price: £49.99 at 20% is £8.33 VAT', () => {
    expect(taxOfAmount(4999, 200_000, true)).toEqual({ netMinor: 4166, taxMinor: 833, grossMinor: 4999 });
  });

  it('adds the tax to a tax-exclusive price: $100 at 8.875% is $8.88 (the tie 887.5 goes to even)', () => {
    expect(taxOfAmount(10_000, 88_750, false)).toEqual({
      netMinor: 10_000,
      taxMinor: 888,
      grossMinor: 10_888,
    });
  });
});

describe('computeTax (item 3)', () => {
  it('spreads the discount over the merchandise, not the gift card, and every line adds up', () => {
    const result = computeTax({
      pricesIncludeTax: true,
      discountMinor: 1000,
      lines: [
        line('dress', 4999),
        line('top', 2000),
        line('gift', 5000, { taxClass: 'gift_card', discountable: false }),
        line('delivery', 399, { taxClass: 'delivery', discountable: false }),
      ],
      rateOf: (l) => (l.taxClass === 'gift_card' ? ZERO : VAT20),
    });
    expect(result.lines.map((l) => l.discountMinor)).toEqual([714, 286, 0, 0]);
    expect(result.lines.map((l) => [l.netMinor, l.taxMinor, l.grossMinor])).toEqual([
      [3571, 714, 4285],
      [1428, 286, 1714],
      [5000, 0, 5000],
      [333, 66, 399],
    ]);
    // Tax-inclusive: the gross is what the shopper pays, and tax adds nothing to it.
    expect(result.totals).toEqual({ netMinor: 10_332, taxMinor: 1066, grossMinor: 11_398 });
    expect(result.totals.grossMinor).toBe(4999 + 2000 + 5000 + 399 - 1000);
    expect(result.addedMinor).toBe(0);
  });

  it('adds the tax where prices exclude it, split by component for the receipt', () => {
    const result = computeTax({
      pricesIncludeTax: false,
      discountMinor: 0,
      lines: [line('dress', 6499), line('delivery', 995, { discountable: false })],
      rateOf: () => BC,
    });
    expect(result.lines[0]).toMatchObject({ netMinor: 6499, taxMinor: 780, grossMinor: 7279 });
    expect(result.lines[0]!.components.map((c) => c.taxMinor)).toEqual([325, 455]);
    expect(result.addedMinor).toBe(780 + 119);
    expect(taxByRate(result.lines)).toEqual([
      { name: 'GST', ratePpm: 50_000, netMinor: 7494, taxMinor: 375 },
      { name: 'PST', ratePpm: 70_000, netMinor: 7494, taxMinor: 524 },
    ]);
  });
});
