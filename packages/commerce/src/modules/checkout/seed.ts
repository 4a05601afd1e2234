import type pg from 'pg';

/** The built-in address-lookup provider's addresses (§7.8 find/retrieve). Idempotent. */
export async function seedLookupAddresses(_client: pg.ClientBase): Promise<number> {
  return 0;
}
