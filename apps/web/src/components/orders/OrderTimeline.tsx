import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isEnding, timelinePoints, type TimelinePoint } from '@/lib/orders/timeline';
import type { TimelineView } from '@/lib/orders/view';

function Marker({ state, cancelled }: { state: TimelinePoint['state']; cancelled: boolean }) {
  const base = 'absolute start-0 top-0.5 flex size-6 items-center justify-center rounded-full';
  if (state === 'done')
    return (
      <span aria-hidden="true" className={`${base} bg-stone-900 text-white`}>
        <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    );
  if (state === 'current')
    return (
      <span
        aria-hidden="true"
        className={`${base} border-2 ${cancelled ? 'border-red-800 bg-red-50' : 'border-stone-900 bg-white'}`}
      >
        <span className={`size-2.5 rounded-full ${cancelled ? 'bg-red-800' : 'bg-stone-900'}`} />
      </span>
    );
  return (
    <span
      aria-hidden="true"
      className={`${base} border-2 bg-[var(--paper)] ${state === 'skipped' ? 'border-dashed border-stone-300' : 'border-stone-300'}`}
    />
  );
}

/**
 * §7.6 tracking v2 as an ordered list: each step done, current (aria-current="step"), to come or
 * never reached, with its day and time in the order's store format and zone (§3.2). The state is
 * said in words as well as drawn, for screen readers and for colour-blind shoppers alike.
 */
export function OrderTimeline({ timeline, number }: { timeline: TimelineView; number: string }) {
  const t = useTranslations('orders.timeline');
  const status = useTranslations('orders.status');
  const common = useTranslations('orders.common');
  const list = timelinePoints(timeline);
  const { shipment, delivery } = timeline;
  const window =
    delivery.fromDate === delivery.toDate
      ? common('expectedOn', { date: delivery.fromDate })
      : common('expectedBetween', { from: delivery.fromDate, to: delivery.toDate });

  function detail(point: TimelinePoint): ReactNode {
    if (isEnding(point.status)) return <p>{t(point.status)}</p>;
    if (point.state === 'upcoming') {
      if (point.status === 'delivered') return <p>{window}</p>;
      if (point.status === 'dispatched') return <p>{t('dispatchedNext')}</p>;
      if (point.status === 'processing') return <p>{t('processingNext')}</p>;
      return null;
    }
    if (point.state === 'skipped') return null;
    if (point.status === 'dispatched' && shipment) {
      return (
        <>
          <p>{t('dispatched')}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-stone-600">{t('carrier')}</dt>
            <dd className="font-medium text-stone-900">{shipment.carrier}</dd>
            <dt className="text-stone-600">{t('trackingNumber')}</dt>
            <dd className="font-medium break-all text-stone-900">
              {shipment.trackingUrl ? (
                <a
                  href={shipment.trackingUrl}
                  rel="noopener noreferrer"
                  className="underline underline-offset-4 hover:text-stone-600"
                  dir="ltr"
                  data-testid="tracking-link"
                >
                  {shipment.trackingNumber}
                  <span className="sr-only"> {t('opensCarrier', { carrier: shipment.carrier })}</span>
                </a>
              ) : (
                <span dir="ltr">{shipment.trackingNumber}</span>
              )}
            </dd>
          </dl>
        </>
      );
    }
    if (point.status === 'delivered' && point.state === 'current') return <p>{t('delivered')}</p>;
    return <p>{t(point.status as 'placed' | 'processing' | 'dispatched' | 'delivered')}</p>;
  }

  return (
    <ol aria-label={t('label', { number })} className="flex flex-col" data-testid="order-timeline">
      {list.map((point, i) => {
        const last = i === list.length - 1;
        // A cancellation is drawn in red; a return is an ordinary end of the way.
        const cancelled = point.status === 'cancelled';
        const muted = point.state === 'upcoming' || point.state === 'skipped';
        return (
          <li
            key={point.status}
            aria-current={point.state === 'current' ? 'step' : undefined}
            data-step={point.status}
            data-state={point.state}
            className={`relative ps-10 ${last ? '' : 'pb-7'}`}
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute start-[11px] top-7 bottom-1 w-0.5 ${
                  point.state === 'done' && list[i + 1]?.state !== 'skipped' ? 'bg-stone-900' : 'bg-stone-300'
                }`}
              />
            )}
            <Marker state={point.state} cancelled={cancelled} />
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
              <p
                className={`text-base font-semibold ${muted ? 'text-stone-600' : cancelled ? 'text-red-900' : 'text-stone-900'}`}
              >
                {status(point.status)}
                <span className="sr-only">, {t(`state.${point.state}`)}</span>
              </p>
              {point.date && point.at ? (
                <time dateTime={point.at} className="text-sm text-stone-600">
                  {point.time ? common('dateTime', { date: point.date, time: point.time }) : point.date}
                </time>
              ) : muted ? (
                <span aria-hidden="true" className="text-xs tracking-wide text-stone-500 uppercase">
                  {t(`state.${point.state}`)}
                </span>
              ) : null}
            </div>
            <div className={`mt-1 text-sm leading-relaxed ${muted ? 'text-stone-600' : 'text-stone-700'}`}>
              {detail(point)}
            </div>
            {point.status === 'dispatched' && point.state !== 'upcoming' && shipment?.trackingUrl ? (
              <a
                href={shipment.trackingUrl}
                rel="noopener noreferrer"
                className="mt-3 inline-flex h-10 items-center border border-stone-900 px-4 text-xs font-semibold tracking-wide text-stone-900 uppercase hover:bg-stone-100"
              >
                {t('trackWith', { carrier: shipment.carrier })}
              </a>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
