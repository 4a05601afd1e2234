import { useTranslations } from 'next-intl';
import { MediaImage } from '@/components/product/MediaImage';
import type { LineView } from '@/lib/orders/view';

/** Generated product images are 4:5 (`{path}-{400,800}.webp`, as the listing cards use them). */
export const ORDER_IMAGE = { width: 800, height: 1000 } as const;

/** The lines of an order as bought: picture, name, colour, size, quantity and price. */
export function OrderLines({ lines }: { lines: LineView[] }) {
  const t = useTranslations('orders.common');
  return (
    <ul className="divide-y divide-stone-200" data-testid="order-lines">
      {lines.map((line, i) => (
        <li key={`${line.href}-${line.size}-${i}`} className="flex gap-4 py-4 first:pt-0 last:pb-0">
          <a href={line.href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-24">
            <span className="block aspect-[4/5] overflow-hidden bg-[var(--stone)]">
              {line.imagePath ? (
                <MediaImage
                  image={{ path: line.imagePath, ...ORDER_IMAGE }}
                  sizes="96px"
                  alt=""
                  className="size-full object-cover"
                />
              ) : null}
            </span>
          </a>
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-6">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-stone-900">
                <a href={line.href} className="hover:underline hover:underline-offset-4">
                  {line.name}
                </a>
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
                <dt className="text-stone-600">{t('colour')}</dt>
                <dd>{line.colour}</dd>
                <dt className="text-stone-600">{t('size')}</dt>
                <dd>{line.size}</dd>
                <dt className="text-stone-600">{t('quantity')}</dt>
                <dd>{line.quantity}</dd>
              </dl>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap text-stone-900 sm:text-end">
              {line.lineTotal}
              {line.quantity > 1 ? (
                <span className="block text-xs font-normal text-stone-600">
                  {line.quantity} × {line.unitPrice}
                </span>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
