import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './schema.ts';
import { assertMove, canMove, IllegalTransitionError, isFinal, TRANSITIONS } from './states.ts';

// Every edge the machine allows (docs/operations/orders.md); anything else is refused.
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['placed', 'processing'],
  ['placed', 'cancelled'],
  ['processing', 'dispatched'],
  ['processing', 'cancelled'],
  ['dispatched', 'delivered'],
  ['delivered', 'returned'],
];
const key = (from: string, to: string) => `${from}→${to}`;
const allowed = new Set(ALLOWED.map(([f, t]) => key(f, t)));
const ALL_PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('order state machine', () => {
  it.each(ALL_PAIRS)('%s → %s is allowed only if it is an edge', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.has(key(from, to)));
  });

  it('has exactly the documented edges', () => {
    const edges = Object.entries(TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => key(from, to)));
    expect(new Set(edges)).toEqual(allowed);
  });

  it('never stays put and never goes back to placed', () => {
    for (const status of ORDER_STATUSES) expect(canMove(status, status)).toBe(false);
    for (const status of ORDER_STATUSES) expect(canMove(status, 'placed')).toBe(false);
  });

  it('cancels only before the parcel leaves', () => {
    expect(ORDER_STATUSES.filter((s) => canMove(s, 'cancelled'))).toEqual(['placed', 'processing']);
  });

  it('ends in cancelled or returned', () => {
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['cancelled', 'returned']);
  });

  it('every status is reachable from placed', () => {
    const seen = new Set<OrderStatus>(['placed']);
    const queue: OrderStatus[] = ['placed'];
    while (queue.length) {
      for (const next of TRANSITIONS[queue.shift()!]) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('refuses an illegal move with a 409 that names both states', () => {
    expect(() => assertMove('VT100001', 'placed', 'processing')).not.toThrow();
    let caught: unknown;
    try {
      assertMove('VT100001', 'dispatched', 'cancelled');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(IllegalTransitionError);
    const err = caught as IllegalTransitionError;
    expect(err.status).toBe(409);
    expect(err.code).toBe('ORDER_STATUS_CONFLICT');
    expect(err.message).toBe(
      'Order VT100001 is dispatched; it cannot become cancelled (from dispatched it can become: delivered)',
    );
    expect(() => assertMove('VT100001', 'returned', 'delivered')).toThrow(/returned is final/);
  });
});
