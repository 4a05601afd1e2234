import { orderStore, storeDate, type StockRegion } from '@vitrine/config';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { refundOfUnits } from '../tax/index.ts';
import { deliveredAtOf } from './facts.ts';
import {
  allocateRefund,
  isReturnable,
  refundSplit,
  returnableUntil,
  type RefundSplit,
  type TenderAmounts,
} from './refunds.ts';
import {
  orderLines,
  orderReturnLines,
  orderReturns,
  orders,
  type ReturnReason,
  type ReturnStatus,
} from './schema.ts';

// What returns look like and what they would give back (issue 34 items 6 and 7, decision 0071):
// the reads that the order's views, §7.6 refund-type and the receipt of a return share.

type OrderRow = typeof orders.$inferSelect;

/** Where returns go: the store's warehouse (its stock region), printed on the return label. */
export const RETURN_ADDRESSES: Readonly<Record<StockRegion, readonly string[]>> = Object.freeze({
  gb: ['Vitrine Returns', 'Unit 4, Meadowhall Way', 'Sheffield S9 1EP', 'United Kingdom'],
  us: ['Vitrine Returns', '2200 Commerce Parkway', 'Columbus, OH 43217', 'United States'],
});

export interface ReturnLineView {
  sku: string;
  name: string;
  size: string;
  colour: string;
  quantity: number;
  /** The units' paid price share, once received (0 before). */
  refundMinor: number;
}

/** One return as its shopper sees it: the state, the lines and, once received, what went where. */
export interface ReturnView {
  reference: string;
  status: ReturnStatus;
  reason: ReturnReason;
  requestedAt: string;
  requestedDate: string;
  receivedAt: string | null;
  refundedAt: string | null;
  refundedDate: string | null;
  lines: ReturnLineView[];
  /** What went back: to the card, and as store credit (what gift cards and credit paid). */
  refund: RefundSplit & { taxMinor: number };
  /** The warehouse to send it to, line by line (the label). */
  returnAddress: string[];
}

/** A size of the order and how many more of it a return may still take. */
export interface ReturnableLine {
  sku: string;
  quantity: number;
}

/** The order's product lines, and how many of each are already in a return (any state). */
export async function linesWithReturned(ex: Executor, orderId: string) {
  return ex
    .select({
      id: orderLines.id,
      sku: orderLines.sku,
      name: orderLines.name,
      size: orderLines.size,
      colour: orderLines.colour,
      quantity: orderLines.quantity,
      grossMinor: orderLines.grossMinor,
      taxMinor: orderLines.taxMinor,
      // order_lines.id spelt out: a column object in a select list renders unqualified ("id").
      returned: sql<number>`coalesce((select sum(rl.quantity) from order_return_lines rl
        where rl.order_line_id = order_lines.id), 0)`.mapWith(Number),
      received: sql<number>`coalesce((select sum(rl.quantity) from order_return_lines rl
        join order_returns r on r.id = rl.return_id
        where rl.order_line_id = order_lines.id and r.status <> 'requested'), 0)`.mapWith(Number),
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'product')))
    .orderBy(asc(orderLines.id));
}

/** What each size of the order may still be returned, sizes with none left out. */
function returnableOf(lines: Awaited<ReturnType<typeof linesWithReturned>>): ReturnableLine[] {
  const left = new Map<string, number>();
  for (const line of lines)
    left.set(line.sku, (left.get(line.sku) ?? 0) + Math.max(0, line.quantity - line.returned));
  return [...left].filter(([, quantity]) => quantity > 0).map(([sku, quantity]) => ({ sku, quantity }));
}

/** What the tenders paid less what received returns of the order already gave back to each. */
export async function tendersLeft(ex: Executor, order: OrderRow): Promise<TenderAmounts> {
  const [given] = await ex
    .select({
      card: sql<number>`coalesce(sum(${orderReturns.refundCardMinor}), 0)`.mapWith(Number),
      giftCard: sql<number>`coalesce(sum(${orderReturns.refundGiftCardMinor}), 0)`.mapWith(Number),
      credit: sql<number>`coalesce(sum(${orderReturns.refundCreditMinor}), 0)`.mapWith(Number),
    })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, order.id));
  return {
    // The card paid the order's total (what gift cards and credit left over).
    cardMinor: order.totalMinor - (given?.card ?? 0),
    giftCardMinor: order.giftCardMinor - (given?.giftCard ?? 0),
    creditMinor: order.creditMinor - (given?.credit ?? 0),
  };
}

/**
 * The paid price share of `units` more units of a line after `already` were received
 * (tax/refund.ts: a line returned in several steps gives back exactly its price and its tax).
 */
export const shareOf = (
  line: { id: number; quantity: number; grossMinor: number; taxMinor: number },
  already: number,
  units: number,
) =>
  refundOfUnits(
    { ref: String(line.id), quantity: line.quantity, grossMinor: line.grossMinor, taxMinor: line.taxMinor },
    already,
    units,
  );

/** The returns of some orders (or some returns), oldest first, as their shopper sees them. */
export async function viewsOf(
  ex: Executor,
  which: { orderId?: string; returnIds?: string[] },
): Promise<ReturnView[]> {
  const rows = await ex
    .select({ ret: orderReturns, storeLocale: orders.storeLocale })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(
      which.orderId
        ? eq(orderReturns.orderId, which.orderId)
        : inArray(orderReturns.id, which.returnIds ?? []),
    )
    .orderBy(asc(orderReturns.seq));
  if (rows.length === 0) return [];
  const lines = await ex
    .select({
      returnId: orderReturnLines.returnId,
      sku: orderLines.sku,
      name: orderLines.name,
      size: orderLines.size,
      colour: orderLines.colour,
      quantity: orderReturnLines.quantity,
      refundMinor: orderReturnLines.refundMinor,
    })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
    .where(
      inArray(
        orderReturnLines.returnId,
        rows.map((r) => r.ret.id),
      ),
    )
    .orderBy(asc(orderReturnLines.id));
  return rows.map(({ ret, storeLocale }) => {
    const store = orderStore(storeLocale);
    return {
      reference: ret.reference,
      status: ret.status,
      reason: ret.reason,
      requestedAt: ret.requestedAt.toISOString(),
      requestedDate: storeDate(ret.requestedAt, store),
      receivedAt: ret.receivedAt?.toISOString() ?? null,
      refundedAt: ret.refundedAt?.toISOString() ?? null,
      refundedDate: ret.refundedAt ? storeDate(ret.refundedAt, store) : null,
      lines: lines.filter((l) => l.returnId === ret.id).map(({ returnId: _, ...line }) => line),
      refund: {
        ...refundSplit({
          cardMinor: ret.refundCardMinor,
          giftCardMinor: ret.refundGiftCardMinor,
          creditMinor: ret.refundCreditMinor,
        }),
        taxMinor: ret.refundTaxMinor,
      },
      returnAddress: [...RETURN_ADDRESSES[store.stockRegion]],
    };
  });
}

/**
 * What a return of everything still returnable would give back to each tender, and whether a
 * return can start now (§7.6 order/refund-type, issue 34 item 7).
 */
export async function returnOutlookOf(
  ex: Executor,
  order: OrderRow,
  now: Date,
): Promise<{
  returnable: ReturnableLine[];
  back: TenderAmounts;
  deliveredAt: Date | null;
  returnableUntil: Date | null;
  open: boolean;
}> {
  const lines = await linesWithReturned(ex, order.id);
  const deliveredAt = await deliveredAtOf(ex, order.id);
  const left = returnableOf(lines);
  // Units not in any return yet, priced after those that are (the shares add up to the line).
  let amountMinor = 0;
  for (const line of lines) {
    const units = Math.max(0, line.quantity - line.returned);
    if (units > 0) amountMinor += shareOf(line, line.returned, units).grossMinor;
  }
  // What requested returns will take first is not given back yet: they come before these units.
  let requestedMinor = 0;
  for (const line of lines) {
    const pending = line.returned - line.received;
    if (pending > 0) requestedMinor += shareOf(line, line.received, pending).grossMinor;
  }
  const tenders = await tendersLeft(ex, order);
  const afterRequested = allocateRefund(requestedMinor, tenders);
  const back = allocateRefund(amountMinor, {
    cardMinor: tenders.cardMinor - afterRequested.cardMinor,
    giftCardMinor: tenders.giftCardMinor - afterRequested.giftCardMinor,
    creditMinor: tenders.creditMinor - afterRequested.creditMinor,
  });
  const open = left.length > 0 && isReturnable(order.status, deliveredAt, now);
  return {
    returnable: open ? left : [],
    back,
    deliveredAt,
    returnableUntil: deliveredAt ? returnableUntil(deliveredAt) : null,
    open,
  };
}
