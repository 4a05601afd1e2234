import { describe, expect, it } from 'vitest';
import { decide, type PaymentFigures, type ReceivedEvent } from './webhook-events.ts';

// The state machine of docs/operations/payments.md "Webhooks", row by row of its table.

const payment = (status: PaymentFigures['status'], capturedMinor = 0, refundedMinor = 0): PaymentFigures => ({
  status,
  amountMinor: 5_000,
  currency: 'GBP',
  capturedMinor,
  refundedMinor,
});

const event = (type: string, capturedMinor = 0, refundedMinor = 0, amountMinor = 5_000): ReceivedEvent => ({
  id: 'evt_1',
  type,
  created: 1_800_000_000,
  data: { reference: 'sbx_auth_1', amountMinor, currency: 'GBP', capturedMinor, refundedMinor },
});

describe('payment events: the state machine', () => {
  it('moves forward along requires_action → authorised → captured → refunded → disputed', () => {
    expect(decide(payment('requires_action'), event('payment.authorised'))).toMatchObject({
      outcome: 'applied',
      next: { status: 'authorised' },
    });
    expect(decide(payment('authorised'), event('payment.captured', 5_000))).toMatchObject({
      outcome: 'applied',
      next: { status: 'captured', capturedMinor: 5_000 },
    });
    expect(decide(payment('captured', 5_000), event('payment.refunded', 5_000, 2_000))).toMatchObject({
      outcome: 'applied',
      next: { status: 'captured', refundedMinor: 2_000 },
    });
    expect(decide(payment('captured', 5_000, 2_000), event('payment.refunded', 5_000, 5_000))).toMatchObject({
      outcome: 'applied',
      next: { status: 'refunded', refundedMinor: 5_000 },
    });
    expect(decide(payment('captured', 5_000), event('payment.disputed', 5_000))).toMatchObject({
      outcome: 'applied',
      next: { status: 'disputed' },
    });
  });

  it('ends a pending payment declined or an authorised one voided, and nothing else', () => {
    expect(decide(payment('requires_action'), event('payment.failed')).next?.status).toBe('declined');
    expect(decide(payment('authorised'), event('payment.voided')).next?.status).toBe('voided');
    expect(decide(payment('authorised'), event('payment.failed')).outcome).toBe('ignored_conflict');
    expect(decide(payment('captured', 5_000), event('payment.voided')).outcome).toBe('ignored_conflict');
    expect(decide(payment('voided'), event('payment.voided')).outcome).toBe('unchanged');
    expect(decide(payment('voided'), event('payment.captured', 5_000)).outcome).toBe('ignored_conflict');
    expect(decide(payment('declined'), event('payment.authorised')).outcome).toBe('ignored_conflict');
  });

  it('never moves backwards, and amounts only grow', () => {
    expect(decide(payment('captured', 5_000), event('payment.authorised')).outcome).toBe('ignored_stale');
    expect(decide(payment('refunded', 5_000, 5_000), event('payment.captured', 5_000)).outcome).toBe(
      'ignored_stale',
    );
    expect(decide(payment('captured', 5_000, 3_000), event('payment.refunded', 5_000, 1_000)).outcome).toBe(
      'unchanged',
    );
    // A refund after a dispute grows the refunded amount; the payment stays disputed.
    expect(decide(payment('disputed', 5_000), event('payment.refunded', 5_000, 1_000))).toMatchObject({
      outcome: 'applied',
      next: { status: 'disputed', refundedMinor: 1_000 },
    });
    // Refunded before captured: the refund carries the captured total.
    expect(decide(payment('authorised'), event('payment.refunded', 5_000, 5_000))).toMatchObject({
      outcome: 'applied',
      next: { status: 'refunded', capturedMinor: 5_000, refundedMinor: 5_000 },
    });
  });

  it('refuses figures that are not this payment’s, and keeps types it does not know', () => {
    expect(decide(payment('authorised'), event('payment.captured', 9_000, 0, 9_000)).outcome).toBe(
      'ignored_conflict',
    );
    expect(decide(payment('captured', 5_000), event('payment.refunded', 5_000, 6_000)).outcome).toBe(
      'ignored_conflict',
    );
    expect(decide(payment('authorised'), event('payment.updated')).outcome).toBe('ignored_type');
  });
});
