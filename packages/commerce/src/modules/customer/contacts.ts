import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { customers } from './schema.ts';

/** Where and how to greet a customer in an email another module sends (a back-in-stock alert). */
export interface CustomerContact {
  email: string;
  firstName: string;
}

/** The email address and first name of these customers, by id (an unknown id is left out). */
export async function contactsOf(
  ex: Executor,
  customerIds: readonly string[],
): Promise<Map<string, CustomerContact>> {
  if (customerIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(inArray(customers.id, [...customerIds]));
  return new Map(rows.map((r) => [r.id, { email: r.email, firstName: r.firstName }]));
}
