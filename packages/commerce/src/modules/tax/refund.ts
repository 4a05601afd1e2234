import { apportion, divideHalfEven } from './rounding.ts';

// Item 5 (docs/operations/tax.md): a refund gives back the tax in proportion to what it gives
// back of a line. Worked out on the running total of what the line has had back, so refunds that
// end up returning a whole line return exactly its recorded tax, whatever the steps were.

/** What an order recorded of one taxed line (a product, a digital item, the delivery charge). */
export interface TaxedLine {
  ref: string;
  quantity: number;
  grossMinor: number;
  taxMinor: number;
}

export interface RefundedShare {
  ref: string;
  grossMinor: number;
  taxMinor: number;
  netMinor: number;
}

/** The tax inside `grossBackMinor` of a line that already had `alreadyMinor` back. */
export function refundOfAmount(line: TaxedLine, alreadyMinor: number, grossBackMinor: number): RefundedShare {
  if (!Number.isSafeInteger(grossBackMinor) || grossBackMinor < 0)
    throw new RangeError(`refund amount ${grossBackMinor}`);
  if (alreadyMinor + grossBackMinor > line.grossMinor)
    throw new RangeError(`refund of ${line.ref} above what it cost`);
  const taxUpTo = (minor: number) =>
    line.grossMinor === 0 ? 0 : divideHalfEven(minor * line.taxMinor, line.grossMinor);
  const taxMinor = taxUpTo(alreadyMinor + grossBackMinor) - taxUpTo(alreadyMinor);
  return { ref: line.ref, grossMinor: grossBackMinor, taxMinor, netMinor: grossBackMinor - taxMinor };
}

/** What `units` more units of a line give back, after `alreadyUnits` were refunded. */
export function refundOfUnits(line: TaxedLine, alreadyUnits: number, units: number): RefundedShare {
  if (!Number.isSafeInteger(units) || units < 0 || alreadyUnits + units > line.quantity)
    throw new RangeError(`refund of ${units} of ${line.ref}`);
  const grossUpTo = (n: number) => divideHalfEven(line.grossMinor * n, line.quantity);
  const already = grossUpTo(alreadyUnits);
  return refundOfAmount(line, already, grossUpTo(alreadyUnits + units) - already);
}

/**
 * A refund of an amount off the whole order (a goodwill gesture, a price adjustment): spread over
 * the lines by what each has left to give back, then each line's tax in proportion.
 */
export function refundOfOrderAmount(
  lines: readonly (TaxedLine & { alreadyMinor: number })[],
  amountMinor: number,
): RefundedShare[] {
  const left = lines.map((l) => l.grossMinor - l.alreadyMinor);
  if (amountMinor > left.reduce((sum, x) => sum + x, 0)) throw new RangeError('refund above what is left');
  const shares = apportion(amountMinor, left);
  return lines.map((l, i) => refundOfAmount(l, l.alreadyMinor, shares[i]!));
}
