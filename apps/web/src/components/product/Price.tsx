import type { EffectivePrice } from '@/lib/data/catalogue';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { PriceLine } from './PriceLine';

type Money = { amountMinor: number; currency: string };

/** What a price needs from the store's locale, read once per request however many prices a page shows. */
export const priceText = cache(async () => {
  const format = await getFormatter();
  const t = await getTranslations('product');
  return {
    money: (m: Money) => format.number(m.amountMinor / 100, { style: 'currency', currency: m.currency }),
    labels: { now: t('now', { price: '' }), was: t('was', { price: '' }) },
  };
});
export type PriceText = Awaited<ReturnType<typeof priceText>>;

/**
 * Formats minor units in the store's locale and currency (§3.2), e.g. £24.99, 28,99 €, ٩٩٫٠٠ د.إ.
 * Synchronous, so a grid of 48 cards renders in one pass instead of 48 awaited components.
 */
export function PriceView({ price, wasPrice, text }: EffectivePrice & { text: PriceText }) {
  return (
    <PriceLine
      price={{ minor: price.amountMinor, text: text.money(price) }}
      was={wasPrice && text.money(wasPrice)}
      labels={text.labels}
    />
  );
}

/** A price on its own (bag line, product page, wishlist). */
export async function Price(props: EffectivePrice) {
  return <PriceView {...props} text={await priceText()} />;
}
