import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { payments } from './schema.ts';

/** The bank card as a shopper recognises it: its brand and last four (never more). */
export interface CardShown {
  brand: string | null;
  last4: string | null;
}

/** The card each payment was made with (issue 29 item 11: every money view names each tender). */
export async function cardsOfPayments(
  ex: Executor,
  paymentIds: readonly string[],
): Promise<Map<string, CardShown>> {
  const cards = new Map<string, CardShown>();
  if (paymentIds.length === 0) return cards;
  const rows = await ex
    .select({ id: payments.id, brand: payments.brand, last4: payments.last4 })
    .from(payments)
    .where(inArray(payments.id, [...paymentIds]));
  for (const row of rows) cards.set(row.id, { brand: row.brand, last4: row.last4 });
  return cards;
}
