import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { cardExpired } from './card.ts';
import { savedCards } from './schema.ts';

type SavedCardRow = typeof savedCards.$inferSelect;

/** A customer's saved cards, newest first (the order the card list shows them in). */
export async function savedCardRowsOf(ex: Executor, customerId: string): Promise<SavedCardRow[]> {
  return ex
    .select()
    .from(savedCards)
    .where(eq(savedCards.customerId, customerId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/** A saved card a charge without the shopper can use: its id, and how to name it to them. */
export interface ChargeableCard {
  id: string;
  brand: string;
  last4: string;
}

/**
 * The newest saved card still valid in the month `at` falls in, or undefined: the card a charge
 * made while the shopper is away (a subscription's renewal) takes, and what its page names.
 */
export async function newestValidCardOf(
  ex: Executor,
  customerId: string,
  at: Date,
): Promise<ChargeableCard | undefined> {
  const card = (await savedCardRowsOf(ex, customerId)).find((c) => !cardExpired(c.expMonth, c.expYear, at));
  return card && { id: card.id, brand: card.brand, last4: card.last4 };
}
