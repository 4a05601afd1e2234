import { useTranslations } from 'next-intl';
import { MediaImage } from '@/components/product/MediaImage';
import type { LineView } from '@/lib/orders/view';
import { ORDER_IMAGE } from './OrderLines';

const SHOWN = 4;

/** A row of an order's pictures: the first few, and how many more there are. */
export function OrderThumbnails({ lines, number }: { lines: LineView[]; number: string }) {
  const t = useTranslations('orders');
  const shown = lines.slice(0, SHOWN);
  const more = lines.length - shown.length;
  return (
    <ul aria-label={t('history.thumbnailsLabel', { number })} className="flex flex-wrap gap-2">
      {shown.map((line, i) => (
        <li key={`${line.href}-${i}`} className="w-14 sm:w-16">
          <span className="block aspect-[4/5] overflow-hidden bg-[var(--stone)]">
            {line.imagePath ? (
              <MediaImage
                image={{ path: line.imagePath, ...ORDER_IMAGE }}
                sizes="64px"
                alt={`${line.name}, ${line.colour}, ${line.size}`}
                className="size-full object-cover"
              />
            ) : (
              <span className="sr-only">{`${line.name}, ${line.colour}, ${line.size}`}</span>
            )}
          </span>
        </li>
      ))}
      {more > 0 ? (
        <li className="flex w-14 items-center justify-center bg-[var(--stone)] text-sm font-semibold text-stone-800 sm:w-16">
          <span aria-hidden="true">{t('common.moreItems', { count: more })}</span>
          <span className="sr-only">{t('common.moreItemsLabel', { count: more })}</span>
        </li>
      ) : null}
    </ul>
  );
}
