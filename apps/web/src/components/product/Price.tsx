import type { EffectivePrice } from '@vitrine/commerce/catalog';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';

type Money = { amountMinor: number; currency: string };

/** What a price needs from the store's locale, read once per request however many prices a page shows. */
export const priceText = cache(async () => {
  const format = await getFormatter();
  const t = await getTranslations('product');
  return {
    money: (m: Money) => format.number(m.amountMinor / 100, { style: 'currency', currency: m.currency }),
    now: t('now', { price: '' }),
    was: t('was', { price: '' }),
  };
});
export type PriceText = Awaited<ReturnType<typeof priceText>>;

/**
 * Formats minor units in the store's locale and currency (§3.2), e.g. £24.99, 28,99 €, ٩٩٫٠٠ د.إ.
 * Synchronous, so a grid of 48 cards renders in one pass instead of 48 awaited components.
 */
export function PriceView({ price, wasPrice, text }: EffectivePrice & { text: PriceText }) {
  // data-price-minor: the amount in minor units, for tests and analytics that must not parse text.
  if (!wasPrice)
    return (
      <span className="text-sm" data-price-minor={price.amountMinor}>
        {text.money(price)}
      </span>
    );
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium text-[var(--sale)]" data-price-minor={price.amountMinor}>
        <span className="sr-only">{text.now}</span>
        {text.money(price)}
      </span>
      <s className="text-xs text-neutral-500">
        <span className="sr-only">{text.was}</span>
        {text.money(wasPrice)}
      </s>
    </span>
  );
}

/** A price on its own (bag line, product page, wishlist). */
export async function Price(props: EffectivePrice) {
  return <PriceView {...props} text={await priceText()} />;
}
