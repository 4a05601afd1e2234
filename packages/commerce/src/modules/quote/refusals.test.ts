import { getLocale } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../catalog/index.ts';
import { bagFullRefusal, formatMoney, quantityRefusal, toQuoteError } from './refusals.ts';

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  sku: 'VT1-10',
  variantId: 1,
  productId: 1,
  productSku: 'VT1',
  name: 'Dress',
  urlKey: 'dress',
  size: '10',
  sizeLabel: 'UK 10',
  colour: 'red',
  image: null,
  price: { price: { amountMinor: 1000, currency: 'GBP' }, wasPrice: null },
  stock: 5,
  taxClass: 'clothing',
  ...overrides,
});

describe('§5 refusals of a quantity', () => {
  it('in order: unknown, not sold, out of stock, above stock, over the per-size cap', () => {
    expect(quantityRefusal('VT1-10', undefined, 1)?.code).toBe('UNKNOWN_SKU');
    expect(quantityRefusal('VT1-10', offer({ price: null }), 1)?.code).toBe('NOT_SOLD_IN_STORE');
    expect(quantityRefusal('VT1-10', offer({ stock: 0 }), 1)?.code).toBe('OUT_OF_STOCK');
    expect(quantityRefusal('VT1-10', offer({ stock: 3 }), 4)).toEqual({
      code: 'QUANTITY_ABOVE_STOCK',
      params: { available: '3' },
      sku: 'VT1-10',
    });
    expect(quantityRefusal('VT1-10', offer({ stock: 100 }), 11)?.code).toBe('QUANTITY_LIMIT');
    expect(quantityRefusal('VT1-10', offer({ stock: 100 }), 10)).toBeNull();
  });

  it('a bag takes 50 lines', () => {
    expect(bagFullRefusal('X', 49)).toBeNull();
    expect(bagFullRefusal('X', 50)?.code).toBe('BAG_FULL');
  });

  it('reasons are worded in the caller’s language with their values filled in', () => {
    const refusal = quantityRefusal('VT1-10', offer({ stock: 2 }), 3)!;
    expect(toQuoteError(refusal, 'en').reason).toBe('Sorry, only 2 of this size are left.');
    expect(toQuoteError(refusal, 'fr').reason).toContain('2');
    expect(toQuoteError(refusal, 'ar').reason).toContain('2');
  });

  it('money in a reason is written the store’s way', () => {
    expect(formatMoney({ amountMinor: 7500, currency: 'GBP' }, getLocale('en-GB'))).toBe('£75.00');
    expect(formatMoney({ amountMinor: 7500, currency: 'EUR' }, getLocale('fr-FR'))).toMatch(/^75,00\s€$/);
  });
});
