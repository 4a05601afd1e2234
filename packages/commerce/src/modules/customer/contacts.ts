import { anyUuid } from '../../db/any-uuid.ts';
import type { Executor } from '../../db/executor.ts';
import { customers } from './schema.ts';

// What other modules read of a customer to greet or write to them (a referral's emails and pages):
// the customer module owns the table, so the query lives here and others ask through index.ts.

/** How to address a customer: their mailbox, first name and the store whose language they read. */
export interface CustomerContact {
  id: string;
  email: string;
  firstName: string;
  storeLocale: string;
}

/** The contacts of these customers, by id; an id with no account (deleted) is absent. */
export async function customerContactsOf(
  ex: Executor,
  customerIds: readonly string[],
): Promise<Map<string, CustomerContact>> {
  if (customerIds.length === 0) return new Map();
  const rows = await ex
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      storeLocale: customers.storeLocale,
    })
    .from(customers)
    .where(anyUuid(customers.id, customerIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One customer's contact, or undefined when there is no such account. */
export async function customerContactOf(ex: Executor, customerId: string): Promise<CustomerContact | undefined> {
  return (await customerContactsOf(ex, [customerId])).get(customerId);
}
