import Stripe from 'stripe';
import type { ReceivedEvent } from './webhook-events.ts';
import type { PaymentEventType } from './webhook-events.ts';

// Stripe's webhook events as our PaymentEvent (issue 34 item 3, decision 0077). Stripe signs with
// its own `Stripe-Signature` header, checked by its SDK on the raw body; what it sends is mapped
// to the event the forward-only state machine of webhook-events.ts already knows.

export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';

/** The Stripe event types the state machine acts on; any other is stored as `ignored_type`. */
export const STRIPE_EVENT_TYPES: Readonly<Record<string, PaymentEventType>> = {
  'payment_intent.amount_capturable_updated': 'payment.authorised',
  'payment_intent.succeeded': 'payment.captured',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.canceled': 'payment.voided',
  'charge.refunded': 'payment.refunded',
  'charge.dispute.created': 'payment.disputed',
};

export type StripeSignatureCheck = { ok: true; event: Stripe.Event } | { ok: false; reason: string };

/** The event, when `header` signs `raw` with `secret` within Stripe's default tolerance. */
export function verifyStripeEvent(
  raw: Uint8Array,
  header: string | undefined,
  secret: string | undefined,
): StripeSignatureCheck {
  if (!secret) return { ok: false, reason: 'no secret configured' };
  if (!header) return { ok: false, reason: 'missing' };
  try {
    return { ok: true, event: Stripe.webhooks.constructEvent(Buffer.from(raw), header, secret) };
  } catch (error) {
    // A signature that does not verify, or a body that is not an event: refused alike.
    return { ok: false, reason: error instanceof Error ? error.message.slice(0, 200) : 'invalid' };
  }
}

const upper = (currency: string) => currency.toUpperCase();
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** A Stripe event whose type we do not act on, in the shape payment_events keeps. */
function ignored(event: Stripe.Event): ReceivedEvent {
  const object = event.data.object as { id?: unknown };
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    data: {
      reference: typeof object.id === 'string' && object.id ? object.id : 'none',
      amountMinor: 0,
      currency: 'XXX',
      capturedMinor: 0,
      refundedMinor: 0,
      idempotencyKey: null,
    },
  };
}

const ofIntent = (
  event: Stripe.Event,
  type: PaymentEventType,
  intent: Stripe.PaymentIntent,
): ReceivedEvent => {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: event.id,
    type,
    created: event.created,
    data: {
      reference: intent.id,
      amountMinor: intent.amount,
      currency: upper(intent.currency),
      capturedMinor: intent.amount_received,
      refundedMinor: charge?.amount_refunded ?? 0,
      idempotencyKey: intent.metadata?.['idempotency_key'] || null,
    },
  };
};

/**
 * Our event for Stripe's. A dispute names its charge's PaymentIntent but not the intent's amounts,
 * which the state machine compares with the payment's: `retrieveIntent` asks Stripe for them.
 */
export async function paymentEventOfStripe(
  event: Stripe.Event,
  retrieveIntent: (id: string) => Promise<Stripe.PaymentIntent>,
): Promise<ReceivedEvent> {
  const type = STRIPE_EVENT_TYPES[event.type];
  if (!type) return ignored(event);
  const object = event.data.object as unknown;
  if (event.type.startsWith('payment_intent.')) return ofIntent(event, type, object as Stripe.PaymentIntent);
  if (event.type === 'charge.refunded') {
    const charge = object as Stripe.Charge;
    const reference = idOf(charge.payment_intent);
    if (!reference) return ignored(event);
    return {
      id: event.id,
      type,
      created: event.created,
      data: {
        reference,
        amountMinor: charge.amount,
        currency: upper(charge.currency),
        capturedMinor: charge.amount_captured,
        refundedMinor: charge.amount_refunded,
        idempotencyKey: null,
      },
    };
  }
  const reference = idOf((object as Stripe.Dispute).payment_intent);
  if (!reference) return ignored(event);
  return ofIntent(event, type, await retrieveIntent(reference));
}
