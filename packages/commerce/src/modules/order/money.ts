import { moneySummary, type MoneySummary } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import { giftCardsPaidFor, type GiftCardPaid } from '../giftcard/index.ts';
import { cardsOfPayments, type CardShown } from '../payment/index.ts';
import type { orders } from './schema.ts';

type OrderMoneyRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'subtotalMinor'
  | 'discountMinor'
  | 'shippingMinor'
  | 'giftCardMinor'
  | 'creditMinor'
  | 'paymentId'
  | 'pricesIncludeTax'
  | 'taxMinor'
  | 'taxSource'
>;

/**
 * An order's money summary (issue 29 item 11) by the one rule every view uses (config
 * moneySummary): the charges, the order's total, and each tender that paid it: every gift card by
 * the last four of its code, the account balance, the bank card by brand and last four.
 */
export function orderMoney(
  order: OrderMoneyRow,
  giftCards: readonly GiftCardPaid[],
  card: CardShown | null,
): MoneySummary {
  const named = giftCards.reduce((sum, g) => sum + g.amountMinor, 0);
  // What the order row says gift cards paid is the truth; a part no move names is still shown.
  const unnamed = order.giftCardMinor - named;
  return moneySummary({
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    shippingMinor: order.shippingMinor,
    giftCards: [
      ...giftCards.map((g) => ({ last4: g.last4, balanceMinor: g.amountMinor })),
      ...(unnamed > 0 ? [{ last4: null, balanceMinor: unnamed }] : []),
    ],
    creditMinor: order.creditMinor,
    card,
    // An order placed before tax was recorded (tax_source null) shows none.
    tax:
      order.taxSource === null
        ? null
        : { pricesIncludeTax: order.pricesIncludeTax, taxMinor: order.taxMinor },
  });
}

/** The money summaries of several orders, with two queries whatever their number. */
export async function orderMoneyOf(
  ex: Executor,
  rows: readonly OrderMoneyRow[],
): Promise<Map<string, MoneySummary>> {
  const paymentIds = rows.map((r) => r.paymentId).filter((id): id is string => id !== null);
  // One after the other: `ex` may be a transaction, one connection.
  const giftCards = await giftCardsPaidFor(
    ex,
    rows.filter((r) => r.giftCardMinor > 0).map((r) => r.id),
  );
  const cards = await cardsOfPayments(ex, paymentIds);
  return new Map(
    rows.map((r) => [
      r.id,
      orderMoney(r, giftCards.get(r.id) ?? [], (r.paymentId && cards.get(r.paymentId)) || null),
    ]),
  );
}
