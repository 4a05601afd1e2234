import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestLookup } from '@/components/orders/GuestLookup';
import { orderNumberFrom, type SearchParams } from '@/lib/orders/query';
import { href, storeFromParams } from '@/lib/store';

type Props = { params: Promise<{ store: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.guest' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /order-status: the public look-up of an order by email and number (§7.6 order/search), where
 * guests' confirmation emails and the checkout's confirmation send them; the number comes filled in.
 */
export default async function OrderStatus({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.guest' });
  const { typed } = orderNumberFrom(await searchParams);
  return (
    <div className="mx-auto w-full max-w-5xl px-5 py-10 sm:py-14">
      <h1 className="font-display text-3xl text-stone-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-700">{t('intro')}</p>
      <div className="mt-8">
        <GuestLookup
          store={store.localeISOCode}
          number={typed}
          accountHref={href(store, '/customer/order-history')}
        />
      </div>
    </div>
  );
}
