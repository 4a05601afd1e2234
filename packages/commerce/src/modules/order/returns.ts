import { getBrand, orderStore } from '@vitrine/config';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { queueMail } from '../mail/index.ts';
import { returnRefundedMail } from './emails.ts';
import type { OrderMoveHook, ReturnReceivedHook } from './events.ts';
import { deliveredAtOf } from './facts.ts';
import { normaliseOrderNumber } from './formatting.ts';
import { orderMoves } from './moves.ts';
import {
  allocateRefund,
  isReturnable,
  refundSplit,
  RETURN_WINDOW_DAYS,
  type RefundSplit,
} from './refunds.ts';
import { linesWithReturned, shareOf, tendersLeft, viewsOf, type ReturnView } from './return-views.ts';
import { orderReturnLines, orderReturns, orders, type ReturnReason, type ReturnStatus } from './schema.ts';
import { defaultOrderLink, notFound, orderPagePath, type OrderServiceOptions } from './service.ts';

// Issue 34 items 6 and 7 (decision 0071): a signed-in shopper starts a return of some units of a
// delivered order within the return window; the warehouse receives it (the operator's
// return:receive) and, in that one transaction, the units go back in stock and their paid price
// goes back to the tenders, card first. Each step locks the order's row first, so returns racing
// for the last unit, or two receipts of one return, take turns and see each other's result.

export interface StartReturnInput {
  lines: { sku: string; quantity: number }[];
  reason: ReturnReason;
}

export interface ReturnHooks {
  /** What other modules do when an order moves: the last unit received makes it `returned`. */
  moveHooks: readonly OrderMoveHook[];
  /** What other modules do when a return is received: stock back, money back (order-hooks.ts). */
  receivedHooks: readonly ReturnReceivedHook[];
}

export interface ReceivedReturn {
  reference: string;
  number: string;
  status: ReturnStatus;
  refund: RefundSplit & { taxMinor: number };
  /** The order became `returned`: this return brought its last unit back. */
  orderReturned: boolean;
  mailId: number | null;
}

const lockOrder = async (tx: Transaction, where: ReturnType<typeof eq>) => {
  const [order] = await tx.select().from(orders).where(where).for('update');
  return order;
};

export function orderReturnsService(db: Database, hooks: ReturnHooks, options: OrderServiceOptions = {}) {
  const link = options.link ?? defaultOrderLink;
  const moves = orderMoves(db, hooks.moveHooks, options);

  /**
   * The signed-in owner starts a return (POST order/{number}/returns). Refused: another's order
   * (ORDER_NOT_FOUND), an order not delivered or past the window (RETURN_CLOSED), a size not in
   * the order (RETURN_LINE_UNKNOWN), more units than bought less those already in a return
   * (RETURN_QUANTITY_EXCEEDED). Decided under the order's lock: of two returns racing for the
   * last unit, the second sees the first's and is refused.
   */
  async function start(
    number: string,
    customerId: string,
    input: StartReturnInput,
    now = new Date(),
  ): Promise<ReturnView> {
    const wanted = new Map<string, number>();
    for (const line of input.lines) {
      if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0)
        throw new DomainError('VALIDATION_FAILED', { fields: 'quantity' });
      wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
    }
    if (wanted.size === 0) throw new DomainError('VALIDATION_FAILED', { fields: 'lines' });
    const returnId = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.number, normaliseOrderNumber(number)));
      if (!order || order.customerId !== customerId) throw notFound();
      if (!isReturnable(order.status, await deliveredAtOf(tx, order.id), now))
        throw new DomainError('RETURN_CLOSED', { number: order.number, days: String(RETURN_WINDOW_DAYS) });
      const lines = await linesWithReturned(tx, order.id);
      const picked: { orderLineId: number; quantity: number }[] = [];
      for (const [sku, quantity] of wanted) {
        const ofSku = lines.filter((l) => l.sku === sku);
        if (ofSku.length === 0) throw new DomainError('RETURN_LINE_UNKNOWN', { sku, number: order.number });
        const left = ofSku.reduce((n, l) => n + Math.max(0, l.quantity - l.returned), 0);
        if (quantity > left) throw new DomainError('RETURN_QUANTITY_EXCEEDED', { sku, max: String(left) });
        let rest = quantity;
        for (const line of ofSku) {
          const take = Math.min(rest, Math.max(0, line.quantity - line.returned));
          if (take > 0) picked.push({ orderLineId: line.id, quantity: take });
          rest -= take;
        }
      }
      const [{ seq } = { seq: 1 }] = await tx
        .select({ seq: sql<number>`coalesce(max(${orderReturns.seq}), 0) + 1`.mapWith(Number) })
        .from(orderReturns)
        .where(eq(orderReturns.orderId, order.id));
      const [row] = await tx
        .insert(orderReturns)
        .values({
          orderId: order.id,
          seq,
          reference: `R-${order.number}-${seq}`,
          reason: input.reason,
          requestedAt: now,
        })
        .returning({ id: orderReturns.id });
      await tx.insert(orderReturnLines).values(picked.map((p) => ({ returnId: row!.id, ...p })));
      return row!.id;
    });
    const [view] = await viewsOf(db, { returnIds: [returnId] });
    return view!;
  }

  /**
   * The warehouse has the parcel (the operator's return:receive). In one transaction: the return
   * is marked received and refunded with each line's paid price share (tax given back with it,
   * tax/refund.ts), shared out card first, then gift cards, then store credit (refunds.ts); the
   * order becomes `returned` when this brings its last unit back; the email is queued; then the
   * hooks put the units back in stock and pay the money back, the card last (a provider's refund
   * cannot be rolled back). A return already received is RETURN_ALREADY_RECEIVED and changes
   * nothing: two receipts racing refund once.
   */
  async function receive(reference: string): Promise<ReceivedReturn> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ orderId: orderReturns.orderId })
        .from(orderReturns)
        .where(eq(orderReturns.reference, reference.trim().toUpperCase()));
      if (!found) throw new DomainError('RETURN_NOT_FOUND', { reference });
      // The order first, as every move and every new return locks it: they take turns.
      const order = (await lockOrder(tx, eq(orders.id, found.orderId)))!;
      const [ret] = await tx
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.reference, reference.trim().toUpperCase()))
        .for('update');
      if (ret!.status !== 'requested')
        throw new DomainError('RETURN_ALREADY_RECEIVED', { reference: ret!.reference });

      const lines = await linesWithReturned(tx, order.id);
      const byId = new Map(lines.map((l) => [l.id, l]));
      const mine = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, ret!.id));
      let amountMinor = 0;
      let taxMinor = 0;
      const received = new Map<number, number>();
      const units = new Map<string, number>();
      for (const returned of mine) {
        const line = byId.get(returned.orderLineId)!;
        const already = line.received + (received.get(line.id) ?? 0);
        const share = shareOf(line, already, returned.quantity);
        received.set(line.id, (received.get(line.id) ?? 0) + returned.quantity);
        units.set(line.sku, (units.get(line.sku) ?? 0) + returned.quantity);
        amountMinor += share.grossMinor;
        taxMinor += share.taxMinor;
        await tx
          .update(orderReturnLines)
          .set({ refundMinor: share.grossMinor, taxMinor: share.taxMinor })
          .where(eq(orderReturnLines.id, returned.id));
      }
      const back = allocateRefund(amountMinor, await tendersLeft(tx, order));
      const at = new Date();
      await tx
        .update(orderReturns)
        .set({
          status: amountMinor > 0 ? 'refunded' : 'received',
          receivedAt: at,
          refundedAt: amountMinor > 0 ? at : null,
          refundCardMinor: back.cardMinor,
          refundGiftCardMinor: back.giftCardMinor,
          refundCreditMinor: back.creditMinor,
          refundTaxMinor: taxMinor,
        })
        .where(eq(orderReturns.id, ret!.id));

      // Every unit bought is now received: the order is returned (its own move and hooks).
      const allBack = lines.every((l) => l.received + (received.get(l.id) ?? 0) >= l.quantity);
      const orderReturned = allBack && order.status === 'delivered';
      if (orderReturned) await moves.moveLocked(tx, order, 'returned', { note: ret!.reference });

      const store = orderStore(order.storeLocale);
      const refund = { ...refundSplit(back), taxMinor };
      const mailId = await queueMail(tx, {
        to: order.email,
        locale: order.storeLocale,
        brand: getBrand(order.brand)?.id ?? 'vitrine',
        message: returnRefundedMail(
          order,
          ret!.reference,
          refund,
          store,
          link(store.localeISOCode, orderPagePath(order.number)),
        ),
      });

      const hookUnits = [...units].map(([sku, quantity]) => ({ sku, quantity }));
      for (const hook of hooks.receivedHooks)
        await hook({
          tx,
          db,
          order,
          returnId: ret!.id,
          reference: ret!.reference,
          units: hookUnits,
          refund: back,
        });
      return {
        reference: ret!.reference,
        number: order.number,
        status: amountMinor > 0 ? ('refunded' as const) : ('received' as const),
        refund,
        orderReturned,
        mailId,
      };
    });
  }

  return { start, receive };
}

export type OrderReturnsService = ReturnType<typeof orderReturnsService>;
