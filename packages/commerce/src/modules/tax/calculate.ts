import { PPM, type TaxClass } from '@vitrine/config';
import { apportion, divideHalfEven } from './rounding.ts';

// Item 3 (docs/operations/tax.md, decision 0067): the tax of each line and of the delivery charge,
// in integer minor units. The rule: the discount is spread over the merchandise lines in
// proportion (largest remainder); then each line's tax is worked out once, on the line (not per
// unit, not on the order), rounded half to even. Net + tax = gross on every line, and the order's
// figures are the sums of its lines, so they add up exactly.

/** One tax that makes up a rate: GST 5% and PST 7% in British Columbia, VAT 20% in the UK. */
export interface TaxComponent {
  name: string;
  ratePpm: number;
}

/** The rate that applies to a class at an address: its components and their sum. */
export interface AppliedRate {
  ratePpm: number;
  components: readonly TaxComponent[];
}

export interface TaxableLine {
  /** The caller's name for the line (a SKU, "delivery"); echoed back. */
  ref: string;
  taxClass: TaxClass;
  /** The line's price × quantity, before any discount. */
  amountMinor: number;
  /** Whether the order's discount may reduce it (merchandise yes; gift cards and delivery no). */
  discountable: boolean;
}

export interface LineTax {
  ref: string;
  taxClass: TaxClass;
  amountMinor: number;
  /** This line's share of the order's discount. */
  discountMinor: number;
  ratePpm: number;
  components: readonly (TaxComponent & { taxMinor: number })[];
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export interface TaxTotals {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export interface TaxBreakdown {
  pricesIncludeTax: boolean;
  lines: LineTax[];
  totals: TaxTotals;
  /** What tax adds to the order's total: all of it where prices exclude tax, nothing where they include it. */
  addedMinor: number;
}

/** One line's tax on the amount it is taxed on (after its discount share). */
export function taxOfAmount(
  baseMinor: number,
  ratePpm: number,
  pricesIncludeTax: boolean,
): { netMinor: number; taxMinor: number; grossMinor: number } {
  if (!Number.isSafeInteger(baseMinor) || baseMinor < 0) throw new RangeError(`tax base ${baseMinor}`);
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0) throw new RangeError(`tax rate ${ratePpm}`);
  if (pricesIncludeTax) {
    // gross × r / (1 + r), with r = ppm / 1e6: the tax inside a tax-inclusive price.
    const taxMinor = divideHalfEven(baseMinor * ratePpm, PPM + ratePpm);
    return { netMinor: baseMinor - taxMinor, taxMinor, grossMinor: baseMinor };
  }
  const taxMinor = divideHalfEven(baseMinor * ratePpm, PPM);
  return { netMinor: baseMinor, taxMinor, grossMinor: baseMinor + taxMinor };
}

/**
 * The tax of an order's lines. `rateOf` gives the rate of each line's class at the delivery
 * address (the provider has resolved it). A line's tax is split over its components in
 * proportion to their rates, so a Canadian receipt can show GST and PST apart and still add up.
 */
export function computeTax(input: {
  pricesIncludeTax: boolean;
  lines: readonly TaxableLine[];
  discountMinor: number;
  rateOf: (line: TaxableLine) => AppliedRate;
}): TaxBreakdown {
  const weights = input.lines.map((l) => (l.discountable ? l.amountMinor : 0));
  const discounts = apportion(input.discountMinor, weights);
  const lines = input.lines.map((line, i): LineTax => {
    const discountMinor = discounts[i]!;
    const rate = input.rateOf(line);
    const figures = taxOfAmount(line.amountMinor - discountMinor, rate.ratePpm, input.pricesIncludeTax);
    const shares = apportion(
      figures.taxMinor,
      rate.components.map((c) => c.ratePpm),
    );
    return {
      ref: line.ref,
      taxClass: line.taxClass,
      amountMinor: line.amountMinor,
      discountMinor,
      ratePpm: rate.ratePpm,
      components: rate.components.map((c, k) => ({ ...c, taxMinor: shares[k]! })),
      ...figures,
    };
  });
  const totals = sumTax(lines);
  return {
    pricesIncludeTax: input.pricesIncludeTax,
    lines,
    totals,
    addedMinor: input.pricesIncludeTax ? 0 : totals.taxMinor,
  };
}

export function sumTax(lines: readonly TaxTotals[]): TaxTotals {
  return lines.reduce(
    (sum, l) => ({
      netMinor: sum.netMinor + l.netMinor,
      taxMinor: sum.taxMinor + l.taxMinor,
      grossMinor: sum.grossMinor + l.grossMinor,
    }),
    { netMinor: 0, taxMinor: 0, grossMinor: 0 },
  );
}

/** A receipt's summary: tax by component and rate (VAT 20%: net, tax), in first-seen order. */
export function taxByRate(
  lines: readonly Pick<LineTax, 'netMinor' | 'components'>[],
): { name: string; ratePpm: number; netMinor: number; taxMinor: number }[] {
  const groups = new Map<string, { name: string; ratePpm: number; netMinor: number; taxMinor: number }>();
  for (const line of lines) {
    for (const c of line.components) {
      const key = `${c.name}\u0000${c.ratePpm}`;
      const group = groups.get(key) ?? { name: c.name, ratePpm: c.ratePpm, netMinor: 0, taxMinor: 0 };
      group.netMinor += line.netMinor;
      group.taxMinor += c.taxMinor;
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}
