import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/executor.ts';
import { USABLE_SQL } from './cards.ts';
import { giftCardMoves, giftCards } from './schema.ts';

/** One gift card's part in paying an order: the last four of its code and what it paid. */
export interface GiftCardPaid {
  last4: string;
  amountMinor: number;
}

/**
 * What each gift card paid of the given orders (issue 29 item 11: every money view names each
 * tender), from the `order` moves place-order wrote (reference: the order id), in the order they
 * were taken. Cancellations give the money back by other moves and do not change what paid.
 */
export async function giftCardsPaidFor(
  ex: Executor,
  orderIds: readonly string[],
): Promise<Map<string, GiftCardPaid[]>> {
  const paid = new Map<string, GiftCardPaid[]>();
  if (orderIds.length === 0) return paid;
  const rows = await ex
    .select({
      orderId: giftCardMoves.reference,
      last4: giftCards.codeLast4,
      amountMinor: sql<number>`(-sum(${giftCardMoves.amountMinor}))::int`,
    })
    .from(giftCardMoves)
    .innerJoin(giftCards, eq(giftCards.id, giftCardMoves.giftCardId))
    .where(and(eq(giftCardMoves.kind, 'order'), inArray(giftCardMoves.reference, [...orderIds])))
    .groupBy(giftCardMoves.reference, giftCards.id, giftCards.codeLast4)
    .orderBy(asc(sql`min(${giftCardMoves.id})`));
  for (const row of rows) {
    if (!row.orderId || row.amountMinor <= 0) continue;
    const list = paid.get(row.orderId) ?? [];
    list.push({ last4: row.last4, amountMinor: row.amountMinor });
    paid.set(row.orderId, list);
  }
  return paid;
}

/** One card's part of an order being placed: what it pays, in the order's currency. */
export interface GiftCardSpend {
  cardId: string;
  currency: string;
  amountMinor: number;
  /** The order about to be written: the reference of the card's `order` move. */
  orderId: string;
}

/**
 * Debits a card for an order inside the place-order transaction (issue 6 item 2): one guarded
 * UPDATE (usable, same currency, balance >= amount) and its `order` move. Of any number of
 * orders racing on one card only as many are debited as its balance covers, and the balance
 * never goes below zero. False when the guard failed (a concurrent order spent it meanwhile):
 * nothing was written, and the caller refuses the order.
 */
export async function spendOnOrder(tx: Transaction, spend: GiftCardSpend): Promise<boolean> {
  const [debited] = await tx
    .update(giftCards)
    .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${spend.amountMinor}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(giftCards.id, spend.cardId),
        eq(giftCards.currency, spend.currency),
        sql`balance_minor >= ${spend.amountMinor}`,
        USABLE_SQL,
      ),
    )
    .returning({ balanceMinor: giftCards.balanceMinor });
  if (!debited) return false;
  await tx.insert(giftCardMoves).values({
    giftCardId: spend.cardId,
    amountMinor: -spend.amountMinor,
    kind: 'order',
    reference: spend.orderId,
  });
  return true;
}
