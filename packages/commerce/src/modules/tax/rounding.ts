// The two integer rules tax figures rest on (docs/operations/tax.md, decision 0067). Money stays in
// integer minor units from the price to the receipt, so every sum adds up exactly.

/**
 * numerator / denominator rounded to the nearest integer, a tie to the even one (banker's
 * rounding): over many lines, ties go up as often as down, so no side gains from rounding.
 */
export function divideHalfEven(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`divideHalfEven(${numerator}, ${denominator}): integers, a positive denominator`);
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const quotient = Math.floor(n / denominator);
  const twiceRemainder = 2 * (n - quotient * denominator);
  const up = twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2 === 1);
  return sign * (quotient + (up ? 1 : 0));
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units that add up to `amount`
 * exactly (largest remainder: each share is rounded down, and the units left over go to the
 * largest fractions, the earlier one first on a tie). A zero weight gets nothing.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`apportion: amount ${amount}`);
  if (total === 0) {
    if (amount > 0) throw new RangeError('apportion: nothing to spread the amount over');
    return weights.map(() => 0);
  }
  if (amount > total * 1_000_000) throw new RangeError('apportion: amount out of range');
  const shares = weights.map((w) => Math.floor((amount * Math.max(0, w)) / total));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byFraction = weights
    .map((w, i) => ({ i, fraction: (amount * Math.max(0, w)) % total }))
    .filter((x) => weights[x.i]! > 0)
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of byFraction) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
