import { deploymentBrand } from '@vitrine/config';
import { orderService } from '@/lib/data/orders';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { HistoryPagination } from '@/components/orders/HistoryPagination';
import { OrderCard } from '@/components/orders/OrderCard';
import { requireSession } from '@/lib/account/session';
import { pageFrom, type SearchParams } from '@/lib/orders/query';
import { orderView } from '@/lib/orders/view';
import { homeOf, href, storeFromParams } from '@/lib/store';

type Props = { params: Promise<{ store: string }>; searchParams: Promise<SearchParams> };

const PATH = '/customer/order-history';
const PAGE_SIZE = 10;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.history' });
  return { title: t('title'), robots: { index: false } };
}

/** §2.1 /customer/order-history: the customer's orders of this brand (§7.3), newest first. */
export default async function OrderHistory({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.history' });
  const page = pageFrom(await searchParams);
  // §7.3's group prefix is the service's concern: it is given the deployment's brand.
  const history = await orderService().history(principal.customerId, {
    brand: deploymentBrand(),
    page,
    pageSize: PAGE_SIZE,
  });
  const pageHref = (p: number) => href(store, p === 1 ? PATH : `${PATH}?page=${p}`);
  // A page past the end (an old link, orders fewer now) shows the last page, not an empty one.
  if (history.orders.length === 0 && history.total > 0) redirect(pageHref(history.totalPages));

  return (
    <AccountFrame
      store={store}
      current={PATH}
      title={t('title')}
      intro={history.total > 0 ? t('intro') : undefined}
    >
      {history.total === 0 ? (
        <div className="flex flex-col items-start gap-5 border border-stone-300 bg-white p-6 sm:p-8">
          <p className="text-base text-stone-700">{t('empty')}</p>
          <a
            href={homeOf(store)}
            className="inline-flex h-12 items-center bg-stone-900 px-6 text-sm font-semibold tracking-wide text-white uppercase hover:bg-stone-700"
          >
            {t('shop')}
          </a>
        </div>
      ) : (
        <>
          <ol className="flex flex-col gap-5" data-testid="order-history">
            {history.orders.map((order) => (
              <li key={order.number}>
                <OrderCard
                  order={orderView(order, store)}
                  detailHref={href(store, `${PATH}/${order.number}`)}
                  trackHref={href(store, `/customer/track-order?order=${order.number}`)}
                />
              </li>
            ))}
          </ol>
          <HistoryPagination page={history.page} pageCount={history.totalPages} hrefFor={pageHref} />
        </>
      )}
    </AccountFrame>
  );
}
