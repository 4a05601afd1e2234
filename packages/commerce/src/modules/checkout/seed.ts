import type pg from 'pg';
import { lookupSeedAddresses } from './seed-addresses.ts';

/**
 * The built-in address-lookup provider's addresses (§7.8 find/retrieve). Idempotent: rows are
 * keyed by a stable id and rewritten only when the generated data changed, so a start-up after
 * an upgrade refreshes them and any other start-up writes nothing. Answers how many changed.
 */
export async function seedLookupAddresses(client: pg.ClientBase): Promise<number> {
  const rows = lookupSeedAddresses();
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  const result = await client.query(
    `insert into lookup_addresses (id, country_code, line1, line2, city, region, postcode, search_text)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
     on conflict (id) do update set
       country_code = excluded.country_code, line1 = excluded.line1, line2 = excluded.line2,
       city = excluded.city, region = excluded.region, postcode = excluded.postcode,
       search_text = excluded.search_text
     where (lookup_addresses.country_code, lookup_addresses.line1, lookup_addresses.line2, lookup_addresses.city,
            lookup_addresses.region, lookup_addresses.postcode, lookup_addresses.search_text)
       is distinct from
           (excluded.country_code, excluded.line1, excluded.line2, excluded.city,
            excluded.region, excluded.postcode, excluded.search_text)`,
    [
      column('id'),
      column('countryCode'),
      column('line1'),
      column('line2'),
      column('city'),
      column('region'),
      column('postcode'),
      column('searchText'),
    ],
  );
  return result.rowCount ?? 0;
}
