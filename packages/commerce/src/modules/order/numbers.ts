import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { orders } from './schema.ts';

/**
 * The numbers shoppers know their orders by, for the ids other modules hold as references (store
 * credit's history names the order each spend and give-back came from). Only the customer's own
 * orders are named, whatever a reference says.
 */
export async function orderNumbersOf(
  ex: Executor,
  customerId: string,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  const numbers = new Map<string, string>();
  if (orderIds.length === 0) return numbers;
  const rows = await ex
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), eq(orders.customerId, customerId)));
  for (const row of rows) numbers.set(row.id, row.number);
  return numbers;
}
