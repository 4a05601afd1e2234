import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { cancelUndeliveredCards } from './issue.ts';

/**
 * What this module reads of an order's move (order/events.ts OrderMove): the gift cards sit below
 * the orders they pay, so the hook names only the fields it needs, and the composition root hands
 * it every move (order-hooks.ts).
 */
export interface GiftCardOrderMove {
  tx: Transaction;
  order: { id: string };
  to: string;
}

/**
 * An order moved (issue 6): on cancellation, what its gift cards paid goes back onto each card
 * (a gift_card_moves row of kind order_cancelled per card), and the cards it bought that are not
 * delivered yet are cancelled with their queued emails. Runs in the move's transaction, once per
 * cancellation (the order state machine allows one); the give-back also skips a card already given.
 */
export async function afterGiftCardOrderMoved(move: GiftCardOrderMove): Promise<void> {
  if (move.to !== 'cancelled') return;
  const { tx, order } = move;
  await tx.execute(sql`
    with taken as (
      select gift_card_id, -sum(amount_minor)::int as amount
      from gift_card_moves
      where kind = 'order' and reference = ${order.id}
        and not exists (
          select 1 from gift_card_moves back
          where back.kind = 'order_cancelled' and back.reference = ${order.id}
            and back.gift_card_id = gift_card_moves.gift_card_id)
      group by gift_card_id
      having sum(amount_minor) < 0
    ), given as (
      update gift_cards g set balance_minor = g.balance_minor + taken.amount, updated_at = now()
      from taken where g.id = taken.gift_card_id
      returning g.id, taken.amount
    )
    insert into gift_card_moves (gift_card_id, amount_minor, kind, reference)
    select id, amount, 'order_cancelled', ${order.id} from given`);
  await cancelUndeliveredCards(tx, order.id);
}
