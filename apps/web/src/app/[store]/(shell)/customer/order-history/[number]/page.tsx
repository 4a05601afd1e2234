import { ApiError } from '@/lib/data/errors';
import {
  orderService,
  RETURN_REASONS,
  storeDate,
  storeMoney,
  storeTime,
  type OrderAddress,
  type OrderDetail,
} from '@/lib/data/orders';
import type { Language } from '@vitrine/config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AccountFrame, AccountSection } from '@/components/account/AccountFrame';
import { OrderLines } from '@/components/orders/OrderLines';
import { OrderTimeline } from '@/components/orders/OrderTimeline';
import { TenderRows } from '@/components/money/TenderRows';
import { OrderTotals } from '@/components/orders/OrderTotals';
import { TaxReceipt } from '@/components/orders/TaxReceipt';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { MethodName } from '@/components/orders/MethodName';
import { ReturnLines } from '@/components/orders/ReturnLines';
import { addressLines } from '@/lib/account/address-view';
import { requireSession } from '@/lib/account/session';
import { readFlash } from '@/lib/account/flash';
import { xsrfFormValue } from '@/lib/anti-forgery';
import { isOrderNumber, normaliseOrderNumber } from '@/lib/orders/query';
import { orderView, receiptView, timelineView } from '@/lib/orders/view';
import { href, storeFromParams } from '@/lib/store';
import { paramText } from '@/lib/route-param';
import { CancelOrderForm } from './CancelOrderForm';
import { ReturnOrderForm } from './ReturnOrderForm';

type Props = { params: Promise<{ store: string; number: string }> };

const HISTORY = '/customer/order-history';

async function numberFrom(params: Props['params']): Promise<string> {
  const number = normaliseOrderNumber(paramText((await params).number));
  if (!isOrderNumber(number)) notFound();
  return number;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.detail' });
  return { title: t('title', { number: await numberFrom(params) }), robots: { index: false } };
}

/** Another customer's order, or none: the same 404, so a page never says which numbers exist. */
const orNotFound = (err: unknown): never => {
  if (err instanceof ApiError && err.code === 'ORDER_NOT_FOUND') notFound();
  throw err;
};

function Address({ address, language }: { address: OrderAddress; language: Language }) {
  return (
    <address className="text-sm leading-relaxed text-stone-900 not-italic">
      {addressLines(
        {
          ...address,
          line2: address.line2 ?? null,
          region: address.region ?? null,
          postcode: address.postcode ?? null,
        },
        language,
      ).map((line, i) => (
        // <bdi>: "12 Long Acre" keeps its own order on a right-to-left page.
        <span key={i} className={`block ${i === 0 ? 'font-semibold' : ''}`}>
          <bdi>{line}</bdi>
        </span>
      ))}
      <span className="block">
        <bdi dir="ltr">{address.phone}</bdi>
      </span>
    </address>
  );
}

type Store = Awaited<ReturnType<typeof storeFromParams>>;

/**
 * The order's returns (issue 34 item 6): each one's state (requested → received → refunded), its
 * lines, what went back to the card and to the account balance, and its printable label.
 */
async function ReturnsList({ detail, store }: { detail: OrderDetail; store: Store }) {
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders' });
  const money = (minor: number) => storeMoney(minor, detail.currency, store);
  return (
    <ul className="flex flex-col gap-4" data-testid="order-returns">
      {detail.returns.map((ret) => (
        <li
          key={ret.reference}
          className="border border-stone-300 p-4 text-sm text-stone-900"
          data-testid="order-return-item"
          data-reference={ret.reference}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <p className="font-semibold">
              <bdi dir="ltr">{ret.reference}</bdi>
            </p>
            <p className="text-xs font-semibold tracking-wide uppercase" data-return-status={ret.status}>
              {t(`returns.status.${ret.status}`)}
            </p>
          </div>
          <p className="mt-1 text-stone-700">
            {ret.refundedDate
              ? t('returns.refundedOn', { date: ret.refundedDate })
              : t('returns.requestedOn', { date: ret.requestedDate })}
          </p>
          <ReturnLines lines={ret.lines} className="mt-3 list-disc ps-5 text-stone-800" />
          {ret.status === 'requested' ? (
            <p className="mt-3 text-stone-700">{t('returns.pending')}</p>
          ) : (
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="order-return-refund">
              {ret.refund.cardMinor > 0 ? (
                <>
                  <dt>{t('returns.toCard')}</dt>
                  <dd className="text-end">{money(ret.refund.cardMinor)}</dd>
                </>
              ) : null}
              {ret.refund.storeCreditMinor > 0 ? (
                <>
                  <dt>{t('returns.toBalance')}</dt>
                  <dd className="text-end">{money(ret.refund.storeCreditMinor)}</dd>
                </>
              ) : null}
              <dt className="font-semibold">{t('returns.total')}</dt>
              <dd className="text-end font-semibold">{money(ret.refund.totalMinor)}</dd>
            </dl>
          )}
          <p className="mt-3">
            <a
              href={href(
                store,
                `/customer/order-history/${encodeURIComponent(detail.number)}/returns/${encodeURIComponent(ret.reference)}`,
              )}
              className="font-semibold underline underline-offset-4 hover:text-stone-600"
            >
              {t('returns.label')}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One of the customer's orders: lines, totals, delivery, addresses, payment and its timeline. */
export default async function OrderDetailPage({ params }: Props) {
  const store = await storeFromParams(params);
  const number = await numberFrom(params);
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders' });
  const orders = orderService();
  const access = { customerId: principal.customerId };
  const [detail, tracking] = await Promise.all([
    orders.detail(number, access).catch(orNotFound),
    orders.trackingV2(number, access).catch(orNotFound),
  ]);
  const order = orderView(detail, store);
  const receipt = receiptView(detail);
  const { delivery } = order;
  const window =
    delivery.fromDate === delivery.toDate
      ? t('common.expectedOn', { date: delivery.fromDate })
      : t('common.expectedBetween', { from: delivery.fromDate, to: delivery.toDate });
  const trackHref = href(store, `/customer/track-order?order=${number}`);
  const flash = await readFlash();
  const justCancelled = order.status === 'cancelled' && flash === 'order_cancelled';
  const justReturned = flash === 'return_started' && detail.returns.length > 0;
  // What the action that drew this page again did (the form that did it is gone).
  const notice = justCancelled
    ? { testId: 'order-cancelled-notice', text: t('cancel.cancelled') }
    : justReturned
      ? { testId: 'order-return-notice', text: t('returns.started') }
      : null;
  const returnable = detail.returnable.flatMap((r) => {
    const line = detail.lines.find((l) => l.sku === r.sku);
    return line
      ? [
          {
            sku: r.sku,
            name: line.name,
            detail: `${line.colour} · ${t('common.size')} ${line.size}`,
            max: r.quantity,
          },
        ]
      : [];
  });

  return (
    <AccountFrame store={store} current={HISTORY} title={t('detail.title', { number })}>
      <div className="flex flex-col gap-6">
        <p>
          <a
            href={href(store, HISTORY)}
            className="text-sm font-semibold underline underline-offset-4 hover:text-stone-600"
          >
            <span aria-hidden="true" className="me-1 inline-block rtl:rotate-180">
              ‹
            </span>
            {t('detail.back')}
          </a>
        </p>
        {notice ? (
          <p
            role="status"
            data-testid={notice.testId}
            className="border border-stone-300 bg-[var(--stone)] p-4 text-sm text-stone-900"
          >
            {notice.text}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4 border border-stone-300 bg-white p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={order.status} />
            <p className="text-sm text-stone-700">{t('common.placedOn', { date: order.placedDate })}</p>
          </div>
          <a
            href={trackHref}
            className="inline-flex h-11 items-center bg-stone-900 px-5 text-xs font-semibold tracking-wide text-white uppercase hover:bg-stone-700"
          >
            {t('detail.track')}
          </a>
        </div>

        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <AccountSection id="order-items" title={t('detail.itemsHeading')}>
            <OrderLines lines={order.lines} />
          </AccountSection>
          <div className="flex flex-col gap-6">
            <AccountSection id="order-summary" title={t('detail.summaryHeading')}>
              <OrderTotals totals={order.totals} />
            </AccountSection>
            <AccountSection id="order-payment" title={t('detail.paymentHeading')}>
              {/* Issue 29 item 11: each tender by name, adding up to the summary's total. */}
              <dl className="space-y-2 text-sm text-stone-900" data-testid="order-tenders">
                <TenderRows
                  tenders={order.tenders}
                  paid
                  rowClassName="flex items-baseline justify-between gap-6"
                />
              </dl>
              <p className="mt-4 text-xs break-all text-stone-600">
                {t('detail.email')} <span className="text-stone-900">{detail.email}</span>
              </p>
            </AccountSection>
          </div>
        </div>

        {detail.cancellableUntil ? (
          // Issue 34 item 5: the shopper's own cancel, while the order waits to be prepared.
          <AccountSection id="order-cancel" title={t('cancel.heading')}>
            <p className="mb-4 text-sm text-stone-800">
              {t('cancel.body', { time: storeTime(new Date(detail.cancellableUntil), store) })}
            </p>
            {/* The form's own words only: the page's other text is drawn on the server. */}
            <NextIntlClientProvider
              messages={{
                orders: { cancel: (await getMessages({ locale: store.localeISOCode })).orders?.cancel },
              }}
            >
              <CancelOrderForm store={store.localeISOCode} number={number} xsrf={await xsrfFormValue()} />
            </NextIntlClientProvider>
          </AccountSection>
        ) : null}

        {detail.returns.length > 0 ? (
          <AccountSection id="order-returns" title={t('returns.listHeading')}>
            <ReturnsList detail={detail} store={store} />
          </AccountSection>
        ) : null}

        {returnable.length > 0 && detail.returnableUntil ? (
          // Issue 34 item 6: the shopper's own return, within the window, of what is left to return.
          <AccountSection id="order-return" title={t('returns.heading')}>
            <p className="mb-4 text-sm text-stone-800">
              {t('returns.body', { date: storeDate(new Date(detail.returnableUntil), store) })}
            </p>
            <NextIntlClientProvider
              messages={{
                orders: { returns: (await getMessages({ locale: store.localeISOCode })).orders?.returns },
              }}
            >
              <ReturnOrderForm
                store={store.localeISOCode}
                number={number}
                xsrf={await xsrfFormValue()}
                items={returnable}
                reasons={RETURN_REASONS}
              />
            </NextIntlClientProvider>
          </AccountSection>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <AccountSection id="order-status" title={t('timeline.heading')}>
            <OrderTimeline timeline={timelineView(tracking)} number={number} />
          </AccountSection>
          <AccountSection id="order-delivery" title={t('detail.deliveryHeading')}>
            <p className="text-sm font-semibold text-stone-900">
              <MethodName code={delivery.method} />
            </p>
            {delivery.pending ? <p className="text-sm text-stone-700">{window}</p> : null}
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <div>
                <h3 className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                  {t('detail.deliveryAddress')}
                </h3>
                <Address address={detail.shippingAddress} language={store.language} />
              </div>
              <div>
                <h3 className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                  {t('detail.billingAddress')}
                </h3>
                <Address address={detail.billingAddress} language={store.language} />
              </div>
            </div>
          </AccountSection>
        </div>
        {receipt ? <TaxReceipt receipt={receipt} /> : null}
      </div>
    </AccountFrame>
  );
}
