import { DomainError } from '../../kernel/errors.ts';
import { ORDER_STATUSES, type OrderStatus } from './schema.ts';

/**
 * The order state machine. §4.5 leaves order states "not shown"; issue 4 names them. The path of
 * a parcel is one way: placed → processing → dispatched → delivered → returned. An order can be
 * cancelled only while nothing has left the warehouse (placed or processing). cancelled and
 * returned are final. docs/operations/orders.md has the same table for operators.
 *
 *   placed ──► processing ──► dispatched ──► delivered ──► returned
 *     │            │
 *     └────────────┴──► cancelled
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.freeze({
  placed: Object.freeze(['processing', 'cancelled'] as const),
  processing: Object.freeze(['dispatched', 'cancelled'] as const),
  dispatched: Object.freeze(['delivered'] as const),
  delivered: Object.freeze(['returned'] as const),
  cancelled: Object.freeze([] as const),
  returned: Object.freeze([] as const),
});

/** The statuses an operator moves an order into (the first, placed, is written by createOrder). */
export type TargetStatus = Exclude<OrderStatus, 'placed'>;

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinal(status: OrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/**
 * The happy path a shopper's timeline shows as steps to come. A cancelled or returned order leaves
 * it; the timeline then shows the steps it went through and the status that ended it.
 */
export const TIMELINE_STEPS = ['placed', 'processing', 'dispatched', 'delivered'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/**
 * Raised by a move the machine does not allow. A DomainError (ORDER_STATUS_CONFLICT), so an API
 * that ever exposes moves answers it as a conflict; its `message` names both states for operators
 * (the API body is worded from the code instead).
 */
export class IllegalTransitionError extends DomainError {
  override name = 'IllegalTransitionError';
  readonly number: string;
  readonly from: OrderStatus;
  readonly to: OrderStatus;

  constructor(number: string, from: OrderStatus, to: OrderStatus) {
    super('ORDER_STATUS_CONFLICT');
    this.number = number;
    this.from = from;
    this.to = to;
    const allowed = TRANSITIONS[from];
    this.message =
      `Order ${number} is ${from}; it cannot become ${to}` +
      (allowed.length ? ` (from ${from} it can become: ${allowed.join(', ')})` : ` (${from} is final)`);
  }
}

/** Throws IllegalTransitionError unless `from → to` is an edge of the machine. */
export function assertMove(number: string, from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) throw new IllegalTransitionError(number, from, to);
}

/**
 * How long after placing shoppers may cancel an order themselves (issue 34 item 5): long enough to
 * undo a mistake (a wrong size, a wrong address), short enough that the warehouse has not started on
 * it. Only while it is `placed`: once it is being prepared, customer service decides (`order:cancel`).
 */
export const SHOPPER_CANCEL_MINUTES = 60;

/** Until when the shopper may cancel the order themselves; null when they no longer may. */
export function shopperCancellableUntil(
  order: { status: OrderStatus; placedAt: Date },
  now: Date,
): Date | null {
  if (order.status !== 'placed') return null;
  const until = new Date(order.placedAt.getTime() + SHOPPER_CANCEL_MINUTES * 60_000);
  return now < until ? until : null;
}

export function shopperMayCancel(order: { status: OrderStatus; placedAt: Date }, now: Date): boolean {
  return shopperCancellableUntil(order, now) !== null;
}
