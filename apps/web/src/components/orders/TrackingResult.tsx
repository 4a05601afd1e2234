import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { OrderView, TimelineView } from '@/lib/orders/view';
import { MethodName } from './MethodName';
import { OrderThumbnails } from './OrderThumbnails';
import { OrderTimeline } from './OrderTimeline';
import { StatusBadge } from './StatusBadge';

/**
 * An order's summary beside its timeline: what the tracking page shows a customer and the
 * look-up shows a guest (no addresses, no email: the summary of §7.6 order/search).
 */
export function TrackingResult({
  order,
  timeline,
  actions,
}: {
  order: OrderView;
  timeline: TimelineView;
  actions?: ReactNode;
}) {
  const t = useTranslations('orders');
  const { delivery } = order;
  const window =
    delivery.fromDate === delivery.toDate
      ? t('common.expectedOn', { date: delivery.fromDate })
      : t('common.expectedBetween', { from: delivery.fromDate, to: delivery.toDate });
  return (
    <section
      aria-labelledby="tracking-heading"
      className="border border-stone-300 bg-white"
      data-testid="tracking-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 p-5 sm:p-6">
        <div>
          <h2 id="tracking-heading" className="font-display text-2xl text-stone-900">
            {t('history.orderHeading', { number: order.number })}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('common.placedOn', { date: order.placedDate })}</p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="grid gap-8 p-5 sm:p-6 lg:grid-cols-[1fr_18rem]">
        <div>
          <h3 className="sr-only">{t('timeline.heading')}</h3>
          <OrderTimeline timeline={timeline} number={order.number} />
        </div>
        <div className="flex flex-col gap-5 border-t border-stone-200 pt-6 lg:border-t-0 lg:border-s lg:ps-6 lg:pt-0">
          <OrderThumbnails lines={order.lines} number={order.number} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-600">{t('detail.deliveryHeading')}</dt>
            <dd className="text-stone-900">
              <MethodName code={delivery.method} />
              {delivery.pending ? <span className="block text-stone-700">{window}</span> : null}
            </dd>
            <dt className="text-stone-600">{t('common.total')}</dt>
            <dd className="text-stone-900">
              {order.totals.total}
              <span className="block text-stone-700">{t('common.items', { count: order.itemCount })}</span>
            </dd>
          </dl>
          {actions ? <div className="flex flex-col gap-2">{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}
