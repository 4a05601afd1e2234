import { DomainError } from '../../kernel/errors.ts';
import { sellsGiftCards, appliedCardsOf, planGiftCards, spendOnOrder } from '../giftcard/index.ts';
import type { TenderContext } from './tenders.ts';

const balanceChanged = (last4: string) => new DomainError('GIFT_CARD_BALANCE_CHANGED', { last4 });

/**
 * The gift cards applied to the bag (quote/gift-card) pay first, in the order they were applied:
 * each is debited min(its balance, what is still due) by the gift-card module's guarded spend
 * (spendOnOrder: status usable, balance >= amount, with its `order` move naming the order). A card
 * that a concurrent order emptied meanwhile (found empty, or failing its guard) refuses the order (409) rather
 * than charged to the bank card for what the shopper expected the gift card to pay, and its
 * transaction rolls back everything taken so far. Answers what the cards paid.
 */
export async function takeGiftCards(ctx: TenderContext): Promise<number> {
  // §2.2: a bag moved to a store that does not sell gift cards pays without them.
  if (!sellsGiftCards(ctx.store)) return 0;
  const cards = await appliedCardsOf(ctx.tx, ctx.bag.quoteId, ctx.bag.currency);
  let paid = 0;
  for (const card of planGiftCards(cards, ctx.dueMinor)) {
    // Applied with a balance (quote/gift-card refuses an empty card), empty now: another order
    // spent it meanwhile. The shopper reviews rather than paying its share by bank card unawares.
    if (card.balanceMinor <= 0) throw balanceChanged(card.codeLast4);
    if (card.paysMinor <= 0) continue;
    const debited = await spendOnOrder(ctx.tx, {
      cardId: card.id,
      currency: ctx.bag.currency,
      amountMinor: card.paysMinor,
      orderId: ctx.orderId,
    });
    if (!debited) throw balanceChanged(card.codeLast4);
    paid += card.paysMinor;
  }
  return paid;
}
