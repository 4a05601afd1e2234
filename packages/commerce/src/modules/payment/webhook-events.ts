import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { paymentAttempts, paymentEvents, payments, type PaymentStatus } from './schema.ts';

// What a provider's webhook says happened to a payment, and how it moves our `payments` row
// (issue 34 item 4; the state machine is drawn in docs/operations/payments.md "Webhooks").
// Events come late, twice, and in any order: one never moves a payment backwards, its amounts
// only grow, and an event id is applied once.

export const PAYMENT_EVENT_TYPES = [
  'payment.authorised',
  'payment.captured',
  'payment.voided',
  'payment.failed',
  'payment.refunded',
  'payment.disputed',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** The wire format of the sandbox's events (and the shape every provider's is mapped to). */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** Unix seconds: when the provider says it happened. */
  created: number;
  data: {
    /** The provider's reference of the authorisation (payments.provider_reference). */
    reference: string;
    amountMinor: number;
    currency: string;
    /** Totals so far, not the change this event made. */
    capturedMinor: number;
    refundedMinor: number;
    /** The key the authorisation was asked with: checkout's payment attempt's. */
    idempotencyKey: string | null;
  };
}

const minor = z.number().int().min(0).max(2_147_483_647);

/** A signed body is trusted, not assumed well-formed: a type we do not know is kept, not applied. */
export const PaymentEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int().min(0).max(253_402_300_799),
  data: z.object({
    reference: z.string().min(1).max(255),
    amountMinor: minor,
    currency: z.string().regex(/^[A-Z]{3}$/),
    capturedMinor: minor,
    refundedMinor: minor,
    idempotencyKey: z.string().max(255).nullish(),
  }),
});
export type ReceivedEvent = z.infer<typeof PaymentEventSchema>;

/**
 * What applying an event did, kept in payment_events.outcome: `applied` (the payment moved or its
 * amounts grew), `unchanged` (it already said so), `ignored_stale` (it is past what the event
 * says), `ignored_conflict` (the event contradicts it: operators look), `unknown_payment` (no row
 * of ours yet), `ignored_type` (an event type we do not act on).
 */
export type EventOutcome =
  'applied' | 'unchanged' | 'ignored_stale' | 'ignored_conflict' | 'unknown_payment' | 'ignored_type';

/** How far along the money path each live status is; declined and voided are ends of their own. */
const RANK: Partial<Record<PaymentStatus, number>> = {
  requires_action: 0,
  authorised: 1,
  captured: 2,
  refunded: 3,
  disputed: 4,
};

const ENDED: readonly PaymentStatus[] = ['declined', 'voided'];

export interface PaymentFigures {
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  capturedMinor: number;
  refundedMinor: number;
}

export interface Decision {
  outcome: EventOutcome;
  /** What the row becomes, when the outcome is applied. */
  next?: PaymentFigures;
}

const isEventType = (type: string): type is PaymentEventType =>
  (PAYMENT_EVENT_TYPES as readonly string[]).includes(type);

/**
 * The state machine: where `current` goes on `event` (pure; applied under the row's lock).
 * requires_action → authorised → captured → refunded (a partial refund stays captured, with its
 * refunded amount), authorised → voided, requires_action → declined, captured → disputed.
 */
export function decide(current: PaymentFigures, event: ReceivedEvent): Decision {
  if (!isEventType(event.type)) return { outcome: 'ignored_type' };
  const { data } = event;
  // Another amount or currency, or figures that cannot be, is not this payment's story.
  if (
    data.amountMinor !== current.amountMinor ||
    data.currency !== current.currency ||
    data.capturedMinor > data.amountMinor ||
    data.refundedMinor > data.capturedMinor
  )
    return { outcome: 'ignored_conflict' };

  const capturedMinor = Math.max(current.capturedMinor, data.capturedMinor);
  const refundedMinor = Math.max(current.refundedMinor, data.refundedMinor);
  const grew = capturedMinor > current.capturedMinor || refundedMinor > current.refundedMinor;

  if (event.type === 'payment.voided' || event.type === 'payment.failed') {
    const end: PaymentStatus = event.type === 'payment.voided' ? 'voided' : 'declined';
    if (current.status === end) return { outcome: 'unchanged' };
    const from: readonly PaymentStatus[] =
      end === 'voided' ? ['requires_action', 'authorised'] : ['requires_action'];
    if (!from.includes(current.status) || data.capturedMinor > 0) return { outcome: 'ignored_conflict' };
    return { outcome: 'applied', next: { ...current, status: end } };
  }

  // Money moved at the provider on a payment we hold as released: never silently revived.
  if (ENDED.includes(current.status)) return { outcome: 'ignored_conflict' };
  const TARGETS: Record<typeof event.type, PaymentStatus> = {
    'payment.authorised': 'authorised',
    'payment.captured': 'captured',
    'payment.disputed': 'disputed',
    // Refunded once all that was captured is given back; a partial refund stays captured.
    'payment.refunded': capturedMinor > 0 && refundedMinor >= capturedMinor ? 'refunded' : 'captured',
  };
  const target = TARGETS[event.type];
  const ahead = RANK[target]! > RANK[current.status]!;
  if (!ahead && !grew)
    return { outcome: RANK[target]! < RANK[current.status]! ? 'ignored_stale' : 'unchanged' };
  // A payment fully refunded by an earlier event stays refunded; a dispute stays a dispute.
  const status = ahead ? target : current.status;
  return { outcome: 'applied', next: { ...current, status, capturedMinor, refundedMinor } };
}

export type ReceiveOutcome = EventOutcome | 'duplicate';

/** One of our payments an event was about, as it stands once the event is in. */
export interface PaymentHeard {
  db: Database;
  paymentId: string;
  orderId: string | null;
  status: PaymentStatus;
}

/**
 * What another module does once the provider has told us about a payment (the composition root's
 * PAYMENT_EVENT_HOOKS, order-hooks.ts): an order whose authorisation the provider released is
 * cancelled. Run after the event's transaction, for a duplicate delivery too, so a hook that failed
 * is tried again when the provider sends the event again (it answered 5xx); each hook decides from
 * the state it finds, so running twice does nothing twice.
 */
export type PaymentEventHook = (payment: PaymentHeard) => Promise<void>;

/**
 * Stores the event by its id and applies it, in one transaction under the payment's row lock: a
 * second delivery of the id, even at the same instant, waits for the first, finds the id taken and
 * changes nothing (`duplicate`).
 */
export async function receivePaymentEvent(
  db: Database,
  provider: string,
  event: ReceivedEvent,
  log: Pick<Logger, 'info' | 'warn'>,
  hooks: readonly PaymentEventHook[] = [],
): Promise<ReceiveOutcome> {
  const { data } = event;
  const result = await db.transaction(async (tx) => {
    const [row] = isEventType(event.type)
      ? await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, provider), eq(payments.providerReference, data.reference)))
          .for('update')
      : [];
    const decision: Decision = !isEventType(event.type)
      ? { outcome: 'ignored_type' }
      : row
        ? decide(row, event)
        : { outcome: 'unknown_payment' };
    const stored = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.id,
        type: event.type,
        providerReference: data.reference,
        occurredAt: new Date(event.created * 1000),
        payload: event,
        outcome: decision.outcome,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (stored.length === 0) return { outcome: 'duplicate' as const, payment: row };
    if (row && decision.next) {
      await tx
        .update(payments)
        .set({
          status: decision.next.status,
          capturedMinor: sql`greatest(${payments.capturedMinor}, ${decision.next.capturedMinor})`,
          refundedMinor: sql`greatest(${payments.refundedMinor}, ${decision.next.refundedMinor})`,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, row.id));
    }
    let attempt: { state: string } | undefined;
    if (!row && decision.outcome === 'unknown_payment' && data.idempotencyKey) {
      [attempt] = await tx
        .select({ state: paymentAttempts.state })
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.provider, provider),
            eq(paymentAttempts.idempotencyKey, data.idempotencyKey),
          ),
        )
        .orderBy(sql`${paymentAttempts.state} = 'open' desc`)
        .limit(1);
    }
    return { outcome: decision.outcome, payment: row, next: decision.next, attempt };
  });

  const about = { provider, eventId: event.id, type: event.type, reference: data.reference };
  if (result.payment) {
    const heard = {
      db,
      paymentId: result.payment.id,
      orderId: result.payment.orderId,
      status: ('next' in result && result.next?.status) || result.payment.status,
    };
    for (const hook of hooks) await hook(heard);
  }
  if (result.outcome === 'duplicate') return 'duplicate';
  if (
    result.outcome === 'applied' &&
    result.next?.status === 'disputed' &&
    result.payment?.status !== 'disputed'
  )
    log.warn(
      { ...about, paymentId: result.payment?.id, orderId: result.payment?.orderId },
      'payment disputed by the cardholder’s bank: answer the dispute in the provider’s console',
    );
  else if (result.outcome === 'ignored_conflict')
    log.warn(
      { ...about, paymentId: result.payment?.id, status: result.payment?.status },
      'payment event contradicts our record',
    );
  else if (result.outcome === 'unknown_payment' && result.attempt?.state === 'open')
    log.info(
      about,
      'payment event before its checkout committed: the checkout or the payments-reconcile job settles it',
    );
  // A declined card, or a hold the checkout already released: its attempt says so, nothing to do.
  else if (result.outcome === 'unknown_payment' && result.attempt)
    log.info(
      { ...about, attempt: result.attempt.state },
      'payment event about a checkout that ordered nothing',
    );
  else if (result.outcome === 'unknown_payment')
    log.warn(about, 'payment event about a payment we hold no record of');
  return result.outcome;
}
