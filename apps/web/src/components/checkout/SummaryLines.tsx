import { getFormatter, getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/product/MediaImage';
import { attributeValueLabel } from '@/lib/attributes';

export interface SummaryLine {
  sku: string;
  name: string;
  /** In the store's size format. */
  size: string;
  colour: string;
  quantity: number;
  lineTotal: { amountMinor: number; currency: string };
  image: { path: string; width: number; height: number } | null;
}

/** The lines of an order summary (checkout and the confirmation): picture, name, colour, size, quantity, price. */
export async function SummaryLines({ lines, compact = true }: { lines: SummaryLine[]; compact?: boolean }) {
  const t = await getTranslations('checkout.summary');
  const ta = await getTranslations('attributes');
  const format = await getFormatter();
  return (
    <ul className="divide-y divide-black/10" data-testid="summary-lines">
      {lines.map((line, i) => (
        // Two gift cards of one order share their SKU (GIFTCARD): the position keeps keys apart.
        <li
          key={`${line.sku}-${i}`}
          className="flex gap-4 py-4 first:pt-0 last:pb-0"
          data-testid="summary-line"
        >
          <div className={`${compact ? 'w-16' : 'w-20 sm:w-24'} shrink-0`}>
            <div className="relative aspect-[4/5] overflow-hidden bg-[var(--stone)]">
              {line.image ? (
                <MediaImage
                  image={line.image}
                  sizes={compact ? '64px' : '96px'}
                  alt=""
                  className="size-full object-cover"
                />
              ) : null}
              {line.quantity > 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute end-1 top-1 flex size-5 items-center justify-center rounded-full bg-stone-900 text-[11px] font-semibold text-white"
                >
                  {line.quantity}
                </span>
              ) : null}
            </div>
          </div>
          <div className="flex min-w-0 flex-1 items-start justify-between gap-3">
            <div className="min-w-0 text-sm">
              <p className="leading-snug text-stone-900">{line.name}</p>
              {/* A digital line (gift card, subscription; issue 6) has no colour or size. */}
              {line.colour || line.size ? (
                <p className="mt-1 text-xs text-stone-600">
                  {t('lineDetails', {
                    colour: attributeValueLabel(ta, 'colour', line.colour),
                    size: line.size,
                  })}
                </p>
              ) : null}
              <p className="mt-0.5 text-xs text-stone-600">{t('quantity', { count: line.quantity })}</p>
            </div>
            <p className="shrink-0 text-sm text-stone-900">
              {format.number(line.lineTotal.amountMinor / 100, {
                style: 'currency',
                currency: line.lineTotal.currency,
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
