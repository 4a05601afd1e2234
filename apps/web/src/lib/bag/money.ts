import type { Money } from '@/lib/data/bag';

/** The part of next-intl's formatter money needs (getFormatter() on the server). */
interface NumberFormatter {
  number(value: number, options: { style: 'currency'; currency: string }): string;
}

/**
 * Minor units in the store's locale and currency, as Price does (§3.2): every store currency has
 * two decimals. Signed amounts keep Intl's sign placement, which differs in right-to-left locales.
 */
export function moneyFormatter(format: NumberFormatter) {
  return (money: Money, sign: 1 | -1 = 1): string =>
    format.number((sign * money.amountMinor) / 100, { style: 'currency', currency: money.currency });
}
