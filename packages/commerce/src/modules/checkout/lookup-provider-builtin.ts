import { isAddressCountry, type AddressCountry } from '@vitrine/config';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  addressCount,
  compactPostcode,
  foldForSearch,
  LOOKUP_MAX_RESULTS,
  type AddressLookupProvider,
  type FindOptions,
  type LookupAddress,
  type LookupItem,
} from './address-lookup.ts';
import { lookupAddresses } from './schema.ts';

// The built-in provider over the seeded lookup_addresses (checkout/seed.ts). It answers like a
// real one: a query matching postcodes gives one container per postcode (opened with a further
// find), a query matching a street or town gives addresses. Matching is by prefix, on the start
// of any word or of the postcode, accent- and case-insensitively; always within one country.

type Row = typeof lookupAddresses.$inferSelect;

/** Rows read per find: enough to fill ten complete postcode containers (at most ten addresses each). */
const CANDIDATES = 200;

const byNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const naturalOrder = (a: Row, b: Row) =>
  byNumber.compare(a.postcode ?? '', b.postcode ?? '') ||
  byNumber.compare(a.line1, b.line1) ||
  byNumber.compare(a.line2 ?? '', b.line2 ?? '');

const containerId = (country: string, postcode: string) => `pc|${country}|${postcode}`;

function parseContainer(id: string): { country: string; postcode: string } | undefined {
  const match = /^pc\|([A-Z]{2})\|(.{1,20})$/.exec(id);
  return match ? { country: match[1]!, postcode: match[2]! } : undefined;
}

const addressItem = (row: Row): LookupItem => ({
  id: row.id,
  type: 'Address',
  text: row.line2 ? `${row.line1}, ${row.line2}` : row.line1,
  description: [row.city, row.postcode].filter(Boolean).join(', '),
});

export function builtinLookupProvider(db: Database): AddressLookupProvider {
  async function inContainer(country: AddressCountry, postcode: string): Promise<LookupItem[]> {
    const rows = await db
      .select()
      .from(lookupAddresses)
      .where(and(eq(lookupAddresses.countryCode, country), eq(lookupAddresses.postcode, postcode)))
      .limit(LOOKUP_MAX_RESULTS * 2);
    return rows.sort(naturalOrder).slice(0, LOOKUP_MAX_RESULTS).map(addressItem);
  }

  return {
    name: 'builtin',

    async find(query: string, country: AddressCountry, container?: string, options: FindOptions = {}) {
      if (container) {
        const parsed = parseContainer(container);
        if (!parsed || parsed.country !== country) return [];
        return inContainer(country, parsed.postcode);
      }
      const text = foldForSearch(query);
      if (text === '') return [];
      const compact = compactPostcode(query);
      // Postcodes compared without spaces, hyphens or case; the Baltic and Luxembourg country
      // prefix (LV-1050, L-1009) may be left out.
      const stored = sql`regexp_replace(lower(coalesce(${lookupAddresses.postcode}, '')), '[^a-z0-9]', '', 'g')`;
      const postcodeMatch =
        compact.length > 0
          ? sql`(${stored} like ${`${compact}%`} or regexp_replace(${stored}, '^[a-z]+', '') like ${`${compact}%`})`
          : sql`false`;
      // The folded text holds only letters, digits and single spaces, so nothing in it is a LIKE wildcard.
      const textMatch = sql`(${lookupAddresses.searchText} like ${`${text}%`} or ${lookupAddresses.searchText} like ${`% ${text}%`})`;
      const rows = await db
        .select({ row: lookupAddresses, byPostcode: sql<boolean>`${postcodeMatch}` })
        .from(lookupAddresses)
        .where(and(eq(lookupAddresses.countryCode, country), sql`(${postcodeMatch} or ${textMatch})`))
        .orderBy(sql`${postcodeMatch} desc`, lookupAddresses.postcode, lookupAddresses.id)
        .limit(CANDIDATES);

      const groups = new Map<string, Row[]>();
      const loose: Row[] = [];
      for (const { row, byPostcode } of rows) {
        if (byPostcode && row.postcode) {
          const group = groups.get(row.postcode);
          if (group) group.push(row);
          else groups.set(row.postcode, [row]);
        } else loose.push(row);
      }
      const items: LookupItem[] = [];
      for (const [postcode, group] of [...groups].sort(([a], [b]) => byNumber.compare(a, b))) {
        if (group.length === 1) items.push(addressItem(group[0]!));
        else
          items.push({
            id: containerId(country, postcode),
            type: 'Container',
            text: postcode,
            description: `${group[0]!.city} - ${addressCount(group.length, options.language)}`,
          });
      }
      items.push(...loose.sort(naturalOrder).map(addressItem));
      // One postcode typed in full: open it straight away rather than make the shopper click it.
      if (items.length === 1 && items[0]!.type === 'Container')
        return inContainer(country, [...groups.keys()][0]!);
      return items.slice(0, LOOKUP_MAX_RESULTS);
    },

    async retrieve(id: string): Promise<LookupAddress | undefined> {
      const [row] = await db.select().from(lookupAddresses).where(eq(lookupAddresses.id, id));
      if (!row || !isAddressCountry(row.countryCode)) return undefined;
      return {
        id: row.id,
        line1: row.line1,
        line2: row.line2,
        city: row.city,
        region: row.region,
        postcode: row.postcode,
        countryCode: row.countryCode,
      };
    },
  };
}
