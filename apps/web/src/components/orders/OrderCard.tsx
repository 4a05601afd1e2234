import { useTranslations } from 'next-intl';
import type { OrderView } from '@/lib/orders/view';
import { OrderThumbnails } from './OrderThumbnails';
import { StatusBadge } from './StatusBadge';

const button =
  'inline-flex h-10 items-center justify-center px-4 text-xs font-semibold tracking-wide uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900';

/** One order in the history: number, day, state, pictures, total, and where to go next. */
export function OrderCard({
  order,
  detailHref,
  trackHref,
}: {
  order: OrderView;
  detailHref: string;
  trackHref: string;
}) {
  const t = useTranslations('orders');
  const headingId = `order-${order.number}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border border-stone-300 bg-white p-5 sm:p-6"
      data-testid="order-card"
      data-order={order.number}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-xl text-stone-900">
            <a href={detailHref} className="hover:underline hover:underline-offset-4">
              {t('history.orderHeading', { number: order.number })}
            </a>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            <span>{t('common.placedOn', { date: order.placedDate })}</span>
            <span aria-hidden="true" className="mx-2">
              ·
            </span>
            <span>{t('common.items', { count: order.itemCount })}</span>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <OrderThumbnails lines={order.lines} number={order.number} />
        <p className="text-end">
          <span className="block text-xs tracking-wide text-stone-600 uppercase">{t('common.total')}</span>
          <span className="text-lg font-semibold text-stone-900">{order.totals.total}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-4">
        <a
          href={detailHref}
          aria-label={t('history.viewLabel', { number: order.number })}
          className={`${button} bg-stone-900 text-white hover:bg-stone-700`}
        >
          {t('history.view')}
        </a>
        <a
          href={trackHref}
          aria-label={t('history.trackLabel', { number: order.number })}
          className={`${button} border border-stone-900 text-stone-900 hover:bg-stone-100`}
        >
          {t('history.track')}
        </a>
      </div>
    </article>
  );
}
