import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  defaultCarrierFor,
  findCarrier,
  normaliseTrackingNumber,
  s10CheckDigit,
  trackingUrlFor,
  upsCheckDigit,
  uspsCheckDigit,
} from './carriers.ts';

describe('carriers', () => {
  it.each(CARRIERS.map((c) => [c.name, c] as const))(
    '%s generates numbers of its own shape, with an https tracking page',
    (_name, carrier) => {
      for (let i = 0; i < 50; i++) {
        const n = carrier.generate();
        expect(n).toMatch(carrier.pattern);
        const url = new URL(carrier.trackingUrl(n));
        expect(url.protocol).toBe('https:');
        expect(carrier.trackingUrl(n)).toContain(n);
      }
    },
  );

  it('computes the S10 check digit as the UPU standard does', () => {
    // The S10 standard's own example item: AA 47312482 9 GB.
    expect(s10CheckDigit('47312482')).toBe(9);
    // Sums that leave 1 and 0: 11 - 1 = 10 → 0; 11 - 0 = 11 → 5.
    expect(s10CheckDigit('00000001')).toBe(4);
    expect(s10CheckDigit('00000000')).toBe(5);
    for (let i = 0; i < 20; i++) {
      const n = findCarrier('Royal Mail')!.generate();
      expect(Number(n[10])).toBe(s10CheckDigit(n.slice(2, 10)));
      expect(n.endsWith('GB')).toBe(true);
    }
  });

  it('computes UPS and USPS check digits', () => {
    // Published UPS sample: 1Z 999AA1 01 2345678 4.
    expect(upsCheckDigit('999AA10123456784'.slice(0, 15))).toBe(4);
    // The right-most digit counts three times: 1 × 3 = 3 → 7.
    expect(uspsCheckDigit('000000000000000000001')).toBe(7);
    expect(uspsCheckDigit('000000000000000000010')).toBe(9);
    const usps = findCarrier('USPS')!.generate();
    expect(Number(usps.at(-1))).toBe(uspsCheckDigit(usps.slice(0, -1)));
  });

  it('finds a carrier whatever the case and spacing', () => {
    expect(findCarrier('royal mail')?.name).toBe('Royal Mail');
    expect(findCarrier('RoyalMail')?.name).toBe('Royal Mail');
    expect(findCarrier('la-poste')?.name).toBe('La Poste');
    expect(findCarrier('Pigeon Post')).toBeUndefined();
    expect(findCarrier('')).toBeUndefined();
  });

  it('picks the usual carrier of a store’s country', () => {
    expect(defaultCarrierFor('GB').name).toBe('Royal Mail');
    expect(defaultCarrierFor('us').name).toBe('USPS');
    expect(defaultCarrierFor('FR').name).toBe('La Poste');
    expect(defaultCarrierFor('XX').name).toBe('DHL');
  });

  it('reads tracking numbers as printed and links only known carriers', () => {
    expect(normaliseTrackingNumber('rm 1234 5678 5gb')).toBe('RM123456785GB');
    expect(trackingUrlFor('Royal Mail', 'RM123456785GB')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
    );
    expect(trackingUrlFor('Gone Carrier', 'X')).toBeNull();
    expect(trackingUrlFor(null, null)).toBeNull();
  });
});
