import { getLocale } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { deliveryOptions, priceDelivery } from './shipping.ts';

describe('priceDelivery for place-order', () => {
  it('prices the chosen method, and refuses one the address cannot have', () => {
    const store = getLocale('en-GB');
    const now = new Date('2026-11-23T10:00:00Z');
    expect(priceDelivery(store, 'next_day', { postcode: 'SW1A 1AA', now }).priceMinor).toBe(599);
    expect(
      priceDelivery(store, 'next_day', { postcode: 'SW1A 1AA', now, freeNextDay: true }).priceMinor,
    ).toBe(0);
    expect(() => priceDelivery(store, 'next_day', { postcode: 'HS1 2AB', now })).toThrow(
      expect.objectContaining({ status: 409, code: 'DELIVERY_METHOD_UNAVAILABLE' }),
    );
    expect(() => priceDelivery(store, 'express', { now })).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => priceDelivery(store, 'standard', { postcode: 'nope', now })).toThrow(
      expect.objectContaining({ status: 400, code: 'ADDRESS_INVALID' }),
    );
  });
});

describe('deliveryOptions', () => {
  it('names every bad field in one 400', () => {
    expect(() => deliveryOptions(getLocale('en-EU'), { postcode: '10115' })).toThrow(
      expect.objectContaining({ status: 400, code: 'ADDRESS_INVALID', fields: { country: 'required' } }),
    );
  });
});
