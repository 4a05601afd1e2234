import { describe, expect, it } from 'vitest';
import { cardOfPaymentMethod, stripeLocale } from './stripe-js';

describe('Stripe.js in the page (issue 34, decision 0079)', () => {
  it('loads in the store’s language', () => {
    expect(stripeLocale('en')).toBe('en');
    expect(stripeLocale('fr')).toBe('fr');
    expect(stripeLocale('ar')).toBe('ar');
    expect(stripeLocale('de')).toBe('en');
  });

  it('a PaymentMethod becomes the token, brand and last four the forms post; an error or a non-card nothing', () => {
    expect(
      cardOfPaymentMethod({ paymentMethod: { id: 'pm_123abc', card: { brand: 'visa', last4: '4242' } } }),
    ).toEqual({ token: 'pm_123abc', brand: 'visa', last4: '4242' });
    expect(cardOfPaymentMethod({ error: { message: 'Your card number is incomplete.' } })).toBeUndefined();
    expect(cardOfPaymentMethod({ paymentMethod: { id: 'pm_123abc', card: null } })).toBeUndefined();
    expect(
      cardOfPaymentMethod({ paymentMethod: { id: 'tok_<script>', card: { brand: 'visa', last4: '4242' } } }),
    ).toBeUndefined();
  });
});
