import type { EffectivePrice } from '@vitrine/commerce/catalog';
import { getFormatter, getTranslations } from 'next-intl/server';

/** Formats minor units in the store's locale and currency (§3.2), e.g. £24.99, 28,99 €, ٩٩٫٠٠ د.إ. */
export async function Price({ price, wasPrice }: EffectivePrice) {
  const format = await getFormatter();
  const t = await getTranslations('product');
  const money = (m: { amountMinor: number; currency: string }) =>
    format.number(m.amountMinor / 100, { style: 'currency', currency: m.currency });
  // data-price-minor: the amount in minor units, for tests and analytics that must not parse text.
  if (!wasPrice)
    return (
      <span className="text-sm" data-price-minor={price.amountMinor}>
        {money(price)}
      </span>
    );
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium text-[var(--sale)]" data-price-minor={price.amountMinor}>
        <span className="sr-only">{t('now', { price: '' })}</span>
        {money(price)}
      </span>
      <s className="text-xs text-neutral-500">
        <span className="sr-only">{t('was', { price: '' })}</span>
        {money(wasPrice)}
      </s>
    </span>
  );
}
