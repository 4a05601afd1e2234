import type Stripe from 'stripe';
import {
  PaymentProviderError,
  type AuthorisationFound,
  type CardSummary,
  type DeclineReason,
  type PaymentProviderErrorCode,
  type Settlement,
} from './provider.ts';
import { CARD_BRANDS, type CardBrand } from './card.ts';

// How Stripe's answers read in the provider interface's words (stripe-provider.ts). Pure, so each
// mapping is tested without a server.

/** Stripe's `card.brand`, when it is one the store takes (Stripe names them as we do). */
export function brandOf(brand: string | null | undefined): CardBrand | undefined {
  return (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : undefined;
}

/** What the shopper recognises a PaymentMethod's card by; undefined for a brand the store does not take. */
export function summaryOf(method: Stripe.PaymentMethod | string | null | undefined): CardSummary | undefined {
  const card = typeof method === 'object' ? method?.card : undefined;
  const brand = brandOf(card?.brand);
  if (!card || !brand) return undefined;
  return { brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/**
 * The nearest of our decline reasons to Stripe's `code` and `decline_code`
 * (https://docs.stripe.com/declines/codes): what the shopper is told to do is the same.
 */
export function declineReasonOf(code?: string | null, declineCode?: string | null): DeclineReason {
  const codes = [declineCode, code];
  if (codes.includes('insufficient_funds')) return 'insufficient_funds';
  if (codes.includes('expired_card')) return 'expired_card';
  if (
    codes.includes('payment_intent_authentication_failure') ||
    codes.includes('authentication_required') ||
    codes.includes('authentication_not_handled')
  )
    return 'authentication_failed';
  if (codes.includes('resource_missing') || codes.includes('payment_method_unactivated'))
    return 'invalid_token';
  return 'card_declined';
}

/** A Stripe error that is not a card decline, as the refusal the interface knows. */
export function providerErrorCodeOf(error: {
  type?: string;
  code?: string | undefined;
  statusCode?: number | undefined;
}): PaymentProviderErrorCode {
  switch (error.code) {
    case 'resource_missing':
      return 'not_found';
    case 'amount_too_large':
    case 'charge_already_refunded':
      return 'amount_exceeded';
    case 'amount_too_small':
    case 'parameter_invalid_integer':
      return 'invalid_amount';
    case 'payment_intent_unexpected_state':
    case 'charge_already_captured':
    case 'charge_not_refundable':
      return 'invalid_state';
  }
  // A key sent again with other parameters: like the sandbox, refused rather than guessed at.
  if (error.type === 'StripeIdempotencyError' || error.type === 'idempotency_error') return 'invalid_state';
  if (error.type === 'StripeCardError') return 'card_rejected';
  if (error.type === 'StripeInvalidRequestError' && error.statusCode === 404) return 'not_found';
  if (error.type === 'StripeInvalidRequestError') return 'invalid_state';
  // Network, rate limit, Stripe's own errors, a wrong key: the request can be tried again later.
  return 'unavailable';
}

export function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Parameters<
    typeof providerErrorCodeOf
  >[0];
  return new PaymentProviderError(providerErrorCodeOf(fields));
}

/** Stripe's PaymentIntent status in the words of provider.lookup. */
export function foundStatusOf(intent: Stripe.PaymentIntent): AuthorisationFound['status'] {
  switch (intent.status) {
    case 'requires_action':
    case 'requires_confirmation':
    case 'processing':
      return 'requires_action';
    case 'requires_capture':
      return 'authorised';
    case 'succeeded': {
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return charge?.refunded ? 'refunded' : 'captured';
    }
    case 'canceled':
      return 'voided';
    default:
      return 'declined';
  }
}

/** Money moved on a PaymentIntent: captured from the intent, refunded from its charge. */
export function settlementOf(intent: Stripe.PaymentIntent): Settlement {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return { capturedMinor: intent.amount_received, refundedMinor: charge?.amount_refunded ?? 0 };
}

/** Stripe's search syntax quotes with single quotes; one inside the value is escaped. */
export function idempotencySearchQuery(idempotencyKey: string): string {
  return `metadata['idempotency_key']:'${idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * A kept card's token (keepCard): its Customer and its PaymentMethod, because Stripe charges a
 * PaymentMethod attached to a Customer only with that Customer named. A token from the browser is
 * the PaymentMethod alone.
 */
const KEPT_TOKEN = /^(cus_[A-Za-z0-9]+):(pm_[A-Za-z0-9_]+)$/;

export const keptToken = (customer: string, method: string): string => `${customer}:${method}`;

export function methodOfToken(token: string): { method: string; customer?: string } {
  const kept = KEPT_TOKEN.exec(token);
  return kept ? { customer: kept[1]!, method: kept[2]! } : { method: token };
}
