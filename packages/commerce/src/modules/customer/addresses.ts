import { validateAddress, type AddressInput as AddressFields, type LocaleConfig } from '@vitrine/config';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { type Principal } from '../../kernel/identity.ts';
import { addresses } from './schema.ts';

/** A generous book; the cap stops a script filling the table. */
export const MAX_ADDRESSES = 30;

/** An address as typed (validated by packages/config), plus where it should be the default. */
export interface AddressInput extends AddressFields {
  isDefaultBilling?: boolean;
  isDefaultShipping?: boolean;
}

export interface Address {
  id: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  countryCode: string;
  phone: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

type Row = typeof addresses.$inferSelect;

const toAddress = (row: Row): Address => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postcode: row.postcode,
  countryCode: row.countryCode,
  phone: row.phone,
  isDefaultBilling: row.isDefaultBilling,
  isDefaultShipping: row.isDefaultShipping,
});

/** Validated per country (packages/config addresses.ts) and limited to where the store delivers. */
export function checkedAddress(input: AddressInput, store: LocaleConfig) {
  const result = validateAddress(input, { store: store.localeISOCode });
  if (!result.ok) throw new DomainError('ADDRESS_INVALID', {}, result.errors as Record<string, string>);
  const { firstName, lastName, line1, line2, city, region, postcode, countryCode, phone } = result.value;
  return { firstName, lastName, line1, line2, city, region, postcode, countryCode, phone };
}

/** One of the customer's addresses (checkout's "deliver to a saved address"); another's is undefined. */
export async function findAddress(
  db: Executor,
  customerId: string,
  id: string,
): Promise<Address | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row ? toAddress(row) : undefined;
}

export async function listAddresses(db: Database, principal: Principal): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, principal.customerId))
    .orderBy(desc(addresses.isDefaultShipping), desc(addresses.isDefaultBilling), asc(addresses.createdAt));
  return rows.map(toAddress);
}

/** Moving a default clears the old one first, in the same transaction (the unique index backs it). */
async function clearDefaults(
  tx: Executor,
  customerId: string,
  keepId: string,
  billing: boolean,
  shipping: boolean,
) {
  if (billing) {
    await tx
      .update(addresses)
      .set({ isDefaultBilling: false })
      .where(
        and(
          eq(addresses.customerId, customerId),
          ne(addresses.id, keepId),
          eq(addresses.isDefaultBilling, true),
        ),
      );
  }
  if (shipping) {
    await tx
      .update(addresses)
      .set({ isDefaultShipping: false })
      .where(
        and(
          eq(addresses.customerId, customerId),
          ne(addresses.id, keepId),
          eq(addresses.isDefaultShipping, true),
        ),
      );
  }
}

export async function addAddress(
  db: Database,
  principal: Principal,
  input: AddressInput,
  store: LocaleConfig,
): Promise<Address> {
  const value = checkedAddress(input, store);
  return db.transaction(async (tx) => {
    // Serialises this customer's address writes, so the cap and the defaults hold under races.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${principal.customerId}`}))`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.customerId, principal.customerId));
    if (total >= MAX_ADDRESSES) throw new DomainError('CONFLICT');
    // The first address is where everything goes until the customer says otherwise.
    const billing = total === 0 || Boolean(input.isDefaultBilling);
    const shipping = total === 0 || Boolean(input.isDefaultShipping);
    const id = crypto.randomUUID();
    await clearDefaults(tx, principal.customerId, id, billing, shipping);
    const [row] = await tx
      .insert(addresses)
      .values({
        id,
        customerId: principal.customerId,
        ...value,
        isDefaultBilling: billing,
        isDefaultShipping: shipping,
      })
      .returning();
    return toAddress(row!);
  });
}

export async function updateAddress(
  db: Database,
  principal: Principal,
  id: string,
  input: AddressInput,
  store: LocaleConfig,
): Promise<Address> {
  const value = checkedAddress(input, store);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, principal.customerId)))
      .for('update');
    if (!current) throw new DomainError('ADDRESS_NOT_FOUND');
    // A default can be moved to another address, not switched off: there is always one while any exist.
    const billing = current.isDefaultBilling || Boolean(input.isDefaultBilling);
    const shipping = current.isDefaultShipping || Boolean(input.isDefaultShipping);
    await clearDefaults(
      tx,
      principal.customerId,
      id,
      billing && !current.isDefaultBilling,
      shipping && !current.isDefaultShipping,
    );
    const [row] = await tx
      .update(addresses)
      .set({ ...value, isDefaultBilling: billing, isDefaultShipping: shipping })
      .where(eq(addresses.id, id))
      .returning();
    return toAddress(row!);
  });
}

/** Deleting a default hands it to the oldest remaining address. */
export async function deleteAddress(db: Database, principal: Principal, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, principal.customerId)))
      .returning();
    if (!removed) throw new DomainError('ADDRESS_NOT_FOUND');
    if (!removed.isDefaultBilling && !removed.isDefaultShipping) return;
    const [heir] = await tx
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, principal.customerId))
      .orderBy(asc(addresses.createdAt))
      .limit(1);
    if (!heir) return;
    await tx
      .update(addresses)
      .set({
        isDefaultBilling: heir.isDefaultBilling || removed.isDefaultBilling,
        isDefaultShipping: heir.isDefaultShipping || removed.isDefaultShipping,
      })
      .where(eq(addresses.id, heir.id));
  });
}
