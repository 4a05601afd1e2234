import type { QuoteChange } from '@vitrine/commerce/quote';
import { describe, expect, it } from 'vitest';
import { changeNotices, removedSkus, styleSkuOf } from './changes';

const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });
const context = {
  item: (sku: string) => (sku === 'VT000012-10' ? 'Satin midi dress (UK 10)' : 'An item'),
  money: (m: { amountMinor: number }) => `£${(m.amountMinor / 100).toFixed(2)}`,
  currency: 'EUR',
};

describe('what refresh changed, as notices', () => {
  it('names the line and both prices of a price change', () => {
    const changes: QuoteChange[] = [
      { type: 'price_changed', sku: 'VT000012-10', from: gbp(3000), to: gbp(2500) },
    ];
    expect(changeNotices(changes, context)).toEqual([
      { key: 'priceChanged', values: { item: 'Satin midi dress (UK 10)', from: '£30.00', to: '£25.00' } },
    ]);
  });

  it('says how many are left when a quantity came down', () => {
    expect(
      changeNotices([{ type: 'quantity_reduced', sku: 'VT000012-10', from: 5, to: 2 }], context),
    ).toEqual([{ key: 'quantityReduced', values: { item: 'Satin midi dress (UK 10)', count: 2 } }]);
  });

  it('says which lines left the bag and why, and a store move with its currency', () => {
    const changes: QuoteChange[] = [
      { type: 'store_changed', from: 'en-GB', to: 'fr-FR' },
      { type: 'removed_out_of_stock', sku: 'VT000099-8', quantity: 1 },
      { type: 'removed_unavailable', sku: 'VT000012-10', quantity: 2 },
      { type: 'removed_bag_full', sku: 'VT000012-10', quantity: 1 },
    ];
    expect(changeNotices(changes, context).map((n) => [n.key, n.values])).toEqual([
      ['storeChanged', { currency: 'EUR' }],
      ['removedOutOfStock', { item: 'An item' }],
      ['removedUnavailable', { item: 'Satin midi dress (UK 10)' }],
      ['removedBagFull', { item: 'Satin midi dress (UK 10)' }],
    ]);
  });
});

describe('naming lines that left the bag', () => {
  it('finds the removed sizes once each', () => {
    expect(
      removedSkus([
        { type: 'removed_out_of_stock', sku: 'A-1', quantity: 1 },
        { type: 'price_changed', sku: 'B-1', from: gbp(1), to: gbp(2) },
        { type: 'removed_unavailable', sku: 'A-1', quantity: 1 },
      ]),
    ).toEqual(['A-1']);
  });
  it('takes the style SKU from a size SKU', () => {
    expect(styleSkuOf('VT000012-10')).toBe('VT000012');
    expect(styleSkuOf('VT000012-ONE-SIZE')).toBe('VT000012-ONE');
    expect(styleSkuOf('VT000012')).toBe('VT000012');
  });
});
