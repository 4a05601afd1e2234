import type { TaxClass } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import { computeTax, type AppliedRate, type TaxableLine } from './calculate.ts';
import { DELIVERY_REF, type TaxCalculation, type TaxProvider, type TaxRequest } from './provider.ts';
import {
  countryRateRows,
  resolveRate,
  rowsOn,
  type DatedRateRow,
  type RateRow,
  type RateSource,
  type ResolvedRate,
} from './rates.ts';

const NO_TAX: ResolvedRate = { ratePpm: 0, components: [], source: 'fallback' };

/** Called when an address falls back, so an operator hears of a missing row (a log line). */
export type FallbackReport = (detail: { country: string; region: string | null; taxClass: TaxClass }) => void;

/**
 * The built-in provider: the `tax_rates` table (item 2). An address whose country has no row for
 * a class (nor for `standard`) is taxed at the store's home country's rate for it, and where that
 * has none either, at 0: never an error at checkout, always reported (docs/operations/tax.md).
 */
export function tableTaxProvider(
  options: { onFallback?: FallbackReport; cacheMs?: number } = {},
): TaxProvider {
  // Each country's rows, booked changes included, kept for a minute: every checkout asks, and
  // rates change a few times a year (docs/operations/tax.md: an edited row applies within it).
  const cacheMs = options.cacheMs ?? 60_000;
  const cache = new Map<string, { rows: DatedRateRow[]; until: number }>();
  async function rateRowsOf(ex: Executor, country: string, at: Date): Promise<RateRow[]> {
    const now = Date.now();
    let entry = cache.get(country);
    if (!entry || entry.until <= now) {
      // Read through the caller's executor: inside a checkout, its own transaction's connection.
      entry = { rows: await countryRateRows(ex, country), until: now + cacheMs };
      cache.set(country, entry);
    }
    return rowsOn(entry.rows, at);
  }

  return {
    name: 'table',
    async calculate(ex: Executor, request: TaxRequest): Promise<TaxCalculation> {
      const country = request.address.countryCode.toUpperCase();
      const rows = await rateRowsOf(ex, country, request.at);
      const home = request.homeCountry.toUpperCase();
      let homeLoaded = home === country ? rows : null;
      const lines: TaxableLine[] = [
        ...request.lines,
        { ref: DELIVERY_REF, taxClass: 'delivery', amountMinor: request.deliveryMinor, discountable: false },
      ];
      const rates = new Map<TaxClass, ResolvedRate>();
      for (const taxClass of new Set(lines.map((l) => l.taxClass))) {
        let rate = resolveRate(rows, request.address, taxClass);
        if (!rate) {
          homeLoaded ??= await rateRowsOf(ex, home, request.at);
          const fallback = resolveRate(homeLoaded, { countryCode: home }, taxClass);
          rate = fallback ? { ...fallback, source: 'fallback' } : NO_TAX;
          options.onFallback?.({ country, region: request.address.region ?? null, taxClass });
        }
        rates.set(taxClass, rate);
      }
      const breakdown = computeTax({
        pricesIncludeTax: request.pricesIncludeTax,
        lines,
        discountMinor: request.discountMinor,
        rateOf: (line): AppliedRate => rates.get(line.taxClass)!,
      });
      return { ...breakdown, provider: 'table', source: leastSpecific([...rates.values()]) };
    },
  };
}

const SPECIFICITY: readonly RateSource[] = ['fallback', 'country', 'region', 'postcode'];

/** The order's source is its weakest line's: one fallen-back class marks the order. */
function leastSpecific(rates: readonly ResolvedRate[]): RateSource {
  return rates.reduce<RateSource>(
    (worst, r) => (SPECIFICITY.indexOf(r.source) < SPECIFICITY.indexOf(worst) ? r.source : worst),
    'postcode',
  );
}
