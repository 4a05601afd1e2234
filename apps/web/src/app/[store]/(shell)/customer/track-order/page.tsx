import { deploymentBrand } from '@vitrine/config';
import { ApiError } from '@/lib/data/errors';
import { orderService } from '@/lib/data/orders';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { FormMessage } from '@/components/account/FormMessage';
import { TrackForm } from '@/components/orders/TrackForm';
import { TrackingResult } from '@/components/orders/TrackingResult';
import { requireSession } from '@/lib/account/session';
import { orderNumberFrom, type SearchParams } from '@/lib/orders/query';
import { orderView, timelineView } from '@/lib/orders/view';
import { href, storeFromParams } from '@/lib/store';

type Props = { params: Promise<{ store: string }>; searchParams: Promise<SearchParams> };

const PATH = '/customer/track-order';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.track' });
  return { title: t('title'), robots: { index: false } };
}

const isNotFound = (err: unknown) => err instanceof ApiError && err.code === 'ORDER_NOT_FOUND';

/**
 * §2.1 /customer/track-order: the signed-in customer picks or types one of their orders and sees
 * its §7.6 v2 timeline. Only their own orders open here; a guest order has /order-status.
 */
export default async function TrackOrder({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const { typed, number } = orderNumberFrom(await searchParams);
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.track' });
  const orders = orderService();
  const access = { customerId: principal.customerId };

  const recent = await orders.history(principal.customerId, {
    brand: deploymentBrand(),
    page: 1,
    pageSize: 6,
  });
  let found = null;
  let problem: 'invalid' | 'notFound' | undefined;
  if (typed && !number) problem = 'invalid';
  if (number) {
    try {
      const [summary, tracking] = await Promise.all([
        orders.detail(number, access),
        orders.trackingV2(number, access),
      ]);
      found = { order: orderView(summary, store), timeline: timelineView(tracking) };
    } catch (err) {
      if (!isNotFound(err)) throw err;
      problem = 'notFound';
    }
  }

  return (
    <AccountFrame store={store} current={PATH} title={t('title')} intro={t('intro')}>
      <div className="flex flex-col gap-6">
        <TrackForm
          action={href(store, PATH)}
          typed={found ? found.order.number : typed}
          error={problem === 'invalid' ? t('invalid') : undefined}
          recent={recent.orders.map((o) => ({
            number: o.number,
            href: href(store, `${PATH}?order=${o.number}`),
            current: o.number === found?.order.number,
          }))}
        />
        {problem === 'notFound' ? (
          <div className="flex flex-col gap-2">
            <FormMessage message={t('notFound')} />
            <p>
              <a
                href={href(store, `/order-status?order=${number}`)}
                className="text-sm font-semibold underline underline-offset-4 hover:text-stone-600"
              >
                {t('guestLink')}
              </a>
            </p>
          </div>
        ) : null}
        {!typed && recent.total === 0 ? <p className="text-sm text-stone-700">{t('noOrders')}</p> : null}
        {found ? (
          <TrackingResult
            order={found.order}
            timeline={found.timeline}
            actions={
              <a
                href={href(store, `/customer/order-history/${found.order.number}`)}
                className="text-sm font-semibold underline underline-offset-4 hover:text-stone-600"
              >
                {t('viewOrder')}
              </a>
            }
          />
        ) : null}
      </div>
    </AccountFrame>
  );
}
