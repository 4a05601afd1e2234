import { eq } from 'drizzle-orm';
import type { TaxClass } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import type { AppliedRate } from './calculate.ts';
import { taxRates } from './schema.ts';

/** A row of the rate table as the resolver needs it. */
export interface RateRow {
  countryCode: string;
  region: string | null;
  postcodePrefix: string | null;
  taxClass: string;
  name: string;
  ratePpm: number;
}

export interface TaxAddress {
  countryCode: string;
  region?: string | null | undefined;
  postcode?: string | null | undefined;
}

/** How a rate was found, for the order's record and the logs. */
export type RateSource = 'postcode' | 'region' | 'country' | 'fallback';

export interface ResolvedRate extends AppliedRate {
  source: RateSource;
}

const compactPostcode = (postcode: string | null | undefined) =>
  (postcode ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The rate of one class at an address, from a country's rows (item 2, docs/operations/tax.md):
 * the most specific level that has rows for the class (the longest matching postcode prefix of the
 * region, then the region, then the country) and all of that level's rows for it; a class with no
 * row anywhere is taxed as `standard`. Null when the country has no row for either: the caller's
 * documented fallback decides.
 */
export function resolveRate(
  rows: readonly RateRow[],
  address: TaxAddress,
  taxClass: TaxClass,
): ResolvedRate | null {
  return pick(rows, address, taxClass) ?? (taxClass === 'standard' ? null : pick(rows, address, 'standard'));
}

function pick(rows: readonly RateRow[], address: TaxAddress, taxClass: string): ResolvedRate | null {
  const country = address.countryCode.toUpperCase();
  const region = address.region?.toUpperCase() ?? null;
  const postcode = compactPostcode(address.postcode);
  const mine = rows.filter((r) => r.countryCode === country && r.taxClass === taxClass);

  const byPostcode = mine.filter(
    (r) => r.postcodePrefix !== null && r.region === region && postcode.startsWith(r.postcodePrefix),
  );
  if (byPostcode.length > 0) {
    const longest = Math.max(...byPostcode.map((r) => r.postcodePrefix!.length));
    return applied(
      byPostcode.filter((r) => r.postcodePrefix!.length === longest),
      'postcode',
    );
  }
  const byRegion = mine.filter((r) => r.postcodePrefix === null && region !== null && r.region === region);
  if (byRegion.length > 0) return applied(byRegion, 'region');
  const byCountry = mine.filter((r) => r.region === null);
  if (byCountry.length > 0) return applied(byCountry, 'country');
  return null;
}

function applied(rows: readonly RateRow[], source: RateSource): ResolvedRate {
  const components = rows.map((r) => ({ name: r.name, ratePpm: r.ratePpm }));
  return { ratePpm: components.reduce((sum, c) => sum + c.ratePpm, 0), components, source };
}

/** A row with the days it applies: from `validFrom` (inclusive) to `validTo` (exclusive, null: on). */
export interface DatedRateRow extends RateRow {
  validFrom: string;
  validTo: string | null;
}

/** Every row of a country, booked changes included. */
export async function countryRateRows(ex: Executor, countryCode: string): Promise<DatedRateRow[]> {
  return ex
    .select({
      countryCode: taxRates.countryCode,
      region: taxRates.region,
      postcodePrefix: taxRates.postcodePrefix,
      taxClass: taxRates.taxClass,
      name: taxRates.name,
      ratePpm: taxRates.ratePpm,
      validFrom: taxRates.validFrom,
      validTo: taxRates.validTo,
    })
    .from(taxRates)
    .where(eq(taxRates.countryCode, countryCode.toUpperCase()))
    .orderBy(taxRates.id);
}

/** The rows that apply on a day (`at`, as a UTC date). */
export function rowsOn(rows: readonly DatedRateRow[], at: Date): RateRow[] {
  const day = at.toISOString().slice(0, 10);
  return rows.filter((r) => r.validFrom <= day && (r.validTo === null || r.validTo > day));
}
