import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { TaxClass } from '@vitrine/config';

// Issue 31 item 2: the tax rate table, as data (docs/operations/tax.md). Each row is one tax of a
// jurisdiction for one tax class: the most specific level with a row for a class wins (a postcode
// prefix, then the region, then the country), and every row of that level for the class applies
// (British Columbia: GST 5% and PST 7%). Migrations seed the standard rates; an operator edits
// rows or books a change with valid_from/valid_to.

export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166-1 alpha-2 of the delivery address. */
    countryCode: char('country_code', { length: 2 }).notNull(),
    /** The address's region code (US state, Canadian province), or null for the whole country. */
    region: text('region'),
    /** A postcode prefix (ZIP-level rates: "100" for Manhattan), upper case without spaces; null for none. */
    postcodePrefix: text('postcode_prefix'),
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('standard'),
    /** What the receipt calls it: VAT, GST, HST, PST, QST, Sales tax. */
    name: text('name').notNull(),
    /** Parts per million: 20% is 200000. */
    ratePpm: integer('rate_ppm').notNull(),
    /** The first day it applies (inclusive) and the day it stops (exclusive), in UTC dates. */
    validFrom: date('valid_from').notNull().default('2000-01-01'),
    validTo: date('valid_to'),
  },
  (t) => [
    index('tax_rates_country_idx').on(t.countryCode),
    check('tax_rates_rate_range', sql`${t.ratePpm} >= 0 and ${t.ratePpm} < 1000000`),
    check('tax_rates_prefix_needs_region', sql`${t.postcodePrefix} is null or ${t.region} is not null`),
  ],
);
