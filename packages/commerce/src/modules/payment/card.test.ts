import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cardExpired, luhnValid, validateCard, type CardInput } from './card.ts';
import { SANDBOX_TEST_CARDS } from './sandbox-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const good: CardInput = {
  number: '4444 3333 2222 1111',
  expMonth: 12,
  expYear: 2028,
  cvc: '123',
  holderName: 'Ava Stone',
};

describe('Luhn', () => {
  it.each(SANDBOX_TEST_CARDS.map((c) => [c.number]))('the documented test card %s passes', (number) => {
    expect(luhnValid(cardDigits(number))).toBe(true);
  });

  it.each(['4444333322221112', '5555555555554440', '378282246310006', '1', 'abcd', ''])(
    '%s fails',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );
});

describe('brand', () => {
  it.each([
    ['4444333322221111', 'visa'],
    ['4000000000000002', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', undefined],
    ['2720999999999999', 'mastercard'],
    ['2721000000000000', undefined],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('expiry', () => {
  it('a card is good through the end of its month', () => {
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
});

describe('validateCard', () => {
  it('accepts a good card with spaces and keeps only what a card needs', () => {
    const result = validateCard(good, now);
    expect(result).toEqual({
      ok: true,
      card: {
        number: '4444333322221111',
        brand: 'visa',
        last4: '1111',
        expMonth: 12,
        expYear: 2028,
        cvc: '123',
        holderName: 'Ava Stone',
      },
    });
  });

  it('reads a two-digit year as this century', () => {
    const result = validateCard({ ...good, expYear: 29 }, now);
    expect(result.ok && result.card.expYear).toBe(2029);
  });

  it.each<[Partial<CardInput>, Record<string, string>]>([
    [{ number: '4444 3333 2222 1112' }, { number: 'card_number_invalid' }],
    [{ number: '' }, { number: 'required' }],
    [{ number: '4444-3333-2222-111x' }, { number: 'card_number_invalid' }],
    [{ number: '6011 1111 1111 1117' }, { number: 'card_brand_unsupported' }],
    // A valid Luhn number with a Visa prefix but a length Visa never issues.
    [{ number: '4111 1111 1111 11' }, { number: 'card_number_invalid' }],
    [{ expMonth: 13 }, { expMonth: 'expiry_invalid' }],
    [{ expMonth: 0 }, { expMonth: 'expiry_invalid' }],
    [{ expMonth: 10, expYear: 2026 }, { expMonth: 'card_expired' }],
    [{ expYear: 2025 }, { expYear: 'card_expired' }],
    [{ expYear: 2042 }, { expYear: 'expiry_invalid' }],
    [{ cvc: '12' }, { cvc: 'cvc_invalid' }],
    [{ cvc: '1234' }, { cvc: 'cvc_invalid' }],
    [{ cvc: 'abc' }, { cvc: 'cvc_invalid' }],
    [{ cvc: '' }, { cvc: 'required' }],
    [{ holderName: '  ' }, { holderName: 'required' }],
    [{ holderName: 'Ava\u202EStone' }, { holderName: 'invalid_characters' }],
    [{ holderName: 'A'.repeat(101) }, { holderName: 'too_long' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(validateCard({ ...good, ...change }, now)).toEqual({ ok: false, errors });
  });

  it('Amex takes a four-digit code and refuses three', () => {
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, now).ok).toBe(true);
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '123' }, now)).toEqual({
      ok: false,
      errors: { cvc: 'cvc_invalid' },
    });
  });

  it('reports every field at once', () => {
    const result = validateCard({ number: '1234', expMonth: 0, expYear: 2000, cvc: '', holderName: '' }, now);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      'cvc',
      'expMonth',
      'expYear',
      'holderName',
      'number',
    ]);
  });
});
