import { getBrand, orderStore } from '@vitrine/config';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { queueMail, type MailMessage } from '../mail/index.ts';
import { findCarrier, normaliseTrackingNumber, trackingUrlFor } from './carriers.ts';
import { cancelledMail, dispatchedMail } from './emails.ts';
import type { OrderMoveHook } from './events.ts';
import { normaliseOrderNumber } from './formatting.ts';
import { orderEvents, orders } from './schema.ts';
import {
  defaultOrderLink,
  notFound,
  orderPagePath,
  trackOrderPath,
  type OrderServiceOptions,
  type TransitionResult,
} from './service.ts';
import { assertMove, canMove, shopperMayCancel, type TargetStatus } from './states.ts';

/** Why the order was cancelled, in its history for operators (docs/operations/payments.md "Webhooks"). */
export const RELEASED_PAYMENT_NOTE = 'The payment provider released the card authorisation';

/**
 * Moving orders through the state machine (states.ts): the operator's dispatch, delivery, return
 * and cancellation. What other modules do when an order moves (give back credit and gift-card
 * amounts, capture the payment, void a referral, end a subscription) comes in as `hooks`, which
 * the composition root (packages/commerce/src/order-hooks.ts) lists: this module knows none of them.
 */
export function orderMoves(db: Database, hooks: readonly OrderMoveHook[], options: OrderServiceOptions = {}) {
  const link = options.link ?? defaultOrderLink;

  /**
   * Makes the move of an order already locked FOR UPDATE in `tx` (transition, or a received return
   * that brings the last unit back): the state check, the event, the hooks and the email.
   */
  async function moveLocked(
    tx: Transaction,
    order: typeof orders.$inferSelect,
    to: TargetStatus,
    details: { carrier?: string; trackingNumber?: string; note?: string; byShopper?: boolean } = {},
  ): Promise<TransitionResult> {
    assertMove(order.number, order.status, to);

    let carrier: string | null = null;
    let trackingNumber: string | null = null;
    if (to === 'dispatched') {
      const found = findCarrier(details.carrier ?? '');
      if (!found) throw new DomainError('ORDER_CARRIER_UNKNOWN', { carrier: details.carrier ?? '' });
      trackingNumber = normaliseTrackingNumber(details.trackingNumber ?? '');
      if (!found.pattern.test(trackingNumber))
        throw new DomainError('ORDER_TRACKING_INVALID', { trackingNumber, carrier: found.name });
      carrier = found.name;
    }
    const note = details.note?.trim() ? details.note.trim().slice(0, 500) : null;

    // The moment of the move, not of the transaction's start: a move that waited for the lock
    // must not be dated before the move it waited for.
    const movedAt = sql`clock_timestamp()`;
    await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: movedAt,
        ...(to === 'dispatched' ? { carrier, trackingNumber } : {}),
      })
      .where(eq(orders.id, order.id));
    const [event] = await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status: to, carrier, trackingNumber, note, at: movedAt })
      .returning({ at: orderEvents.at });
    // What other modules do when an order moves, in the move's transaction (events.ts).
    for (const hook of hooks) await hook({ tx, db, order, from: order.status, to });

    const trackingUrl = trackingUrlFor(carrier, trackingNumber);
    // The one email of a move that has one, in the order's store and language, in its transaction.
    const store = orderStore(order.storeLocale);
    const guest = order.customerId === null;
    const toShopper = (message: MailMessage) =>
      queueMail(tx, {
        to: order.email,
        locale: order.storeLocale,
        brand: getBrand(order.brand)?.id ?? 'vitrine',
        message,
      });
    let mailId: number | null = null;
    if (to === 'cancelled') {
      const page = guest ? trackOrderPath(order.number, { guest }) : orderPagePath(order.number);
      mailId = await toShopper(
        cancelledMail(order, store, link(store.localeISOCode, page), details.byShopper === true),
      );
    }
    if (to === 'dispatched') {
      mailId = await toShopper(
        dispatchedMail(
          order,
          { carrier: carrier!, trackingNumber: trackingNumber!, trackingUrl: trackingUrl! },
          store,
          link(store.localeISOCode, trackOrderPath(order.number, { guest })),
        ),
      );
    }
    return {
      number: order.number,
      from: order.status,
      to,
      at: event!.at,
      carrier,
      trackingNumber,
      trackingUrl,
      mailId,
    };
  }

  /**
   * Moves an order to `to`. The order row is locked (FOR UPDATE) before its status is read, so of
   * two moves racing on one order the second waits, then sees the first's status: two dispatches
   * give one event and one email, the second an IllegalTransitionError. A dispatch needs a known
   * carrier and a tracking number of its shape, and queues the dispatch email in the order's
   * store language in the same transaction.
   */
  async function transition(
    number: string,
    to: TargetStatus,
    details: {
      carrier?: string;
      trackingNumber?: string;
      note?: string;
      /** Who asks: the shop (operator, default) or the shopper, who may cancel only while
       * `mayCancel` says so, read under the order's lock (moves racing it see one outcome). */
      by?: { shopper: { customerId: string; now: Date } };
    } = {},
  ): Promise<TransitionResult> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.number, normaliseOrderNumber(number)))
        .for('update');
      if (!order) throw notFound();
      const shopper = details.by?.shopper;
      if (shopper) {
        // Another customer's order does not exist for this one (never a 403).
        if (order.customerId !== shopper.customerId) throw notFound();
        if (to !== 'cancelled' || !shopperMayCancel(order, shopper.now))
          throw new DomainError('ORDER_CANCEL_CLOSED', { number: order.number });
      }
      return moveLocked(tx, order, to, { ...details, byShopper: Boolean(shopper) });
    });
  }

  /**
   * The signed-in customer cancels their own order (issue 34 item 5): only theirs (another's is
   * ORDER_NOT_FOUND), only while placed and within SHOPPER_CANCEL_MINUTES (else
   * ORDER_CANCEL_CLOSED), decided under the order's lock so a cancel racing the warehouse's
   * "processing" ends in exactly one of them.
   */
  function cancelByShopper(number: string, customerId: string, now = new Date()): Promise<TransitionResult> {
    return transition(number, 'cancelled', { by: { shopper: { customerId, now } } });
  }

  /**
   * The provider released the order's card authorisation on its own: the hold lapsed, or someone
   * voided it in the provider's console, and a webhook says so (issue 34 item 4). An order not yet
   * dispatched can no longer be paid for, so it is cancelled as the shop cancels one: stock, gift
   * cards and credit back, one email. An order past that point, or already cancelled (the store's
   * own cancel voids the card too), is left as it is; undefined then.
   */
  function cancelOfReleasedPayment(orderId: string): Promise<TransitionResult | undefined> {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || !canMove(order.status, 'cancelled')) return undefined;
      return moveLocked(tx, order, 'cancelled', { note: RELEASED_PAYMENT_NOTE });
    });
  }

  return { transition, cancelByShopper, cancelOfReleasedPayment, moveLocked };
}

export type OrderMoves = ReturnType<typeof orderMoves>;
