import { describe, expect, it } from 'vitest';
import {
  brandOf,
  declineReasonOf,
  idempotencySearchQuery,
  keptToken,
  methodOfToken,
  providerErrorCodeOf,
  toProviderError,
} from './stripe-mapping.ts';

// How Stripe's codes read in the provider interface's words, row by row.

describe('Stripe declines', () => {
  it.each([
    ['card_declined', 'generic_decline', 'card_declined'],
    ['card_declined', 'insufficient_funds', 'insufficient_funds'],
    ['expired_card', undefined, 'expired_card'],
    ['card_declined', 'expired_card', 'expired_card'],
    ['payment_intent_authentication_failure', undefined, 'authentication_failed'],
    ['authentication_required', 'authentication_required', 'authentication_failed'],
    ['resource_missing', undefined, 'invalid_token'],
    ['incorrect_cvc', undefined, 'card_declined'],
    [undefined, undefined, 'card_declined'],
  ])('code %s, decline_code %s → %s', (code, declineCode, reason) => {
    expect(declineReasonOf(code, declineCode)).toBe(reason);
  });
});

describe('Stripe errors that are not declines', () => {
  it.each([
    [{ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 }, 'not_found'],
    [{ type: 'StripeInvalidRequestError', code: 'amount_too_large', statusCode: 400 }, 'amount_exceeded'],
    [{ type: 'StripeInvalidRequestError', code: 'charge_already_refunded' }, 'amount_exceeded'],
    [{ type: 'StripeInvalidRequestError', code: 'amount_too_small' }, 'invalid_amount'],
    [{ type: 'StripeInvalidRequestError', code: 'payment_intent_unexpected_state' }, 'invalid_state'],
    [{ type: 'StripeIdempotencyError' }, 'invalid_state'],
    [{ type: 'StripeConnectionError' }, 'unavailable'],
    [{ type: 'StripeRateLimitError', statusCode: 429 }, 'unavailable'],
    [{ type: 'StripeAuthenticationError', statusCode: 401 }, 'unavailable'],
    [{ type: 'StripeAPIError', statusCode: 500 }, 'unavailable'],
  ] as const)('%o → %s', (error, code) => {
    expect(providerErrorCodeOf(error)).toBe(code);
  });

  it('anything thrown that is not Stripe’s is unavailable, not a crash', () => {
    expect(toProviderError(new Error('socket hang up')).code).toBe('unavailable');
    expect(toProviderError(undefined).code).toBe('unavailable');
  });
});

describe('Stripe helpers', () => {
  it('takes the brands the store takes and no other', () => {
    expect(brandOf('visa')).toBe('visa');
    expect(brandOf('amex')).toBe('amex');
    expect(brandOf('discover')).toBeUndefined();
    expect(brandOf(null)).toBeUndefined();
  });

  it('quotes an idempotency key for Stripe’s search language', () => {
    expect(idempotencySearchQuery('order-1')).toBe("metadata['idempotency_key']:'order-1'");
    expect(idempotencySearchQuery("o'k\\")).toBe("metadata['idempotency_key']:'o\\'k\\\\'");
  });
});

describe('methodOfToken', () => {
  it('reads a kept card’s Customer and PaymentMethod, and a browser token as the PaymentMethod alone', () => {
    expect(methodOfToken(keptToken('cus_Abc123', 'pm_1Xyz'))).toEqual({
      customer: 'cus_Abc123',
      method: 'pm_1Xyz',
    });
    expect(methodOfToken('pm_card_visa')).toEqual({ method: 'pm_card_visa' });
    // Anything else is passed on whole, for Stripe to refuse.
    expect(methodOfToken('cus_1:tok_2')).toEqual({ method: 'cus_1:tok_2' });
  });
});
