/** Words a price line says to screen readers before each amount. */
export interface PriceLabels {
  now: string;
  was: string;
}

/** A price already formatted in the store's locale and currency, with its amount in minor units. */
export interface FormattedPrice {
  minor: number;
  text: string;
}

/**
 * A price, and the regular price struck through beside it while a special price is in force.
 * Takes formatted text, not money, so the same markup serves the server (product page) and the
 * browser (product tiles) without the store's formatters.
 */
export function PriceLine({
  price,
  was,
  labels,
}: {
  price: FormattedPrice;
  was?: string | null;
  labels: PriceLabels;
}) {
  // data-price-minor: the amount in minor units, for tests and analytics that must not parse text.
  if (!was)
    return (
      <span className="text-sm" data-price-minor={price.minor}>
        {price.text}
      </span>
    );
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium text-[var(--sale)]" data-price-minor={price.minor}>
        <span className="sr-only">{labels.now}</span>
        {price.text}
      </span>
      <s className="text-xs text-neutral-500">
        <span className="sr-only">{labels.was}</span>
        {was}
      </s>
    </span>
  );
}
