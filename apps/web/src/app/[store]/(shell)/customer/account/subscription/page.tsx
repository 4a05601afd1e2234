import { isPageAvailable } from '@vitrine/config';
import { readSubscription, subscriptionInBag, type SubscriptionView } from '@/lib/data/subscription';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountFrame, AccountSection } from '@/components/account/AccountFrame';
import { RichText } from '@/components/content/RichText';
import { requireSession } from '@/lib/account/session';
import { moneyFormatter } from '@/lib/bag/money';
import { contentPage } from '@/lib/content/pages';
import { CARD_BRAND_NAMES } from '@/lib/orders/cards';
import { href, storeFromParams } from '@/lib/store';
import { cancelAction, subscribeAction } from './actions';
import { CancelForm, SubscribeForm } from './forms';

// One customer's subscription: read on every view, never cached (decision 0003).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ store: string }> };

const PATH = '/customer/account/subscription';

/** §2.2: en-GB only; every other store answers the 404 page, signed in or not. */
async function storeOfPage(params: Params['params']) {
  const store = await storeFromParams(params);
  if (!isPageAvailable('subscription', store.localeISOCode)) notFound();
  return store;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeOfPage(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'subscription.page' });
  return { title: t('metaTitle'), robots: { index: false } };
}

const badgeTone: Record<SubscriptionView['status'], string> = {
  active: 'bg-emerald-50 text-emerald-900 border-emerald-700',
  cancelled_until_end: 'bg-amber-50 text-amber-900 border-amber-700',
  expired: 'bg-stone-100 text-stone-800 border-stone-500',
  none: 'bg-stone-100 text-stone-800 border-stone-500',
};

/**
 * §2.1 /customer/account/subscription (login needed; issue 6 item 5, §9): the yearly
 * free-next-day-delivery subscription's state, its start and end dates in the store's format and
 * time zone, its renewal and a cancel button; without a live one, the free-next-day-delivery page
 * of the content service, the price and a subscribe button that puts it in the bag.
 */
export default async function SubscriptionPage({ params }: Params) {
  const store = await storeOfPage(params);
  setRequestLocale(store.localeISOCode);
  const { principal } = await requireSession(store);
  const t = await getTranslations('subscription.page');
  const money = moneyFormatter(await getFormatter());
  const view = await readSubscription(principal.customerId, store, new Date());
  const live = view.status === 'active' || view.status === 'cancelled_until_end';
  const landing = live ? null : await contentPage(store, 'free-next-day-delivery-for-a-year-page');
  const inBag = live ? false : await subscriptionInBag(principal.customerId, store);
  const messages = await getMessages();
  const price = money(view.price as { amountMinor: number; currency: never });
  const code = store.localeISOCode;

  return (
    <AccountFrame store={store} current={PATH} title={t('title')} intro={t('intro')}>
      <NextIntlClientProvider messages={{ subscription: { page: messages.subscription?.page } }}>
        <div className="flex max-w-3xl flex-col gap-8" data-testid="subscription" data-status={view.status}>
          {view.status !== 'none' ? (
            <AccountSection id="subscription-state" title={t('statusLabel')}>
              <p>
                <span
                  className={`inline-block border px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] ${badgeTone[view.status]}`}
                  data-testid="subscription-status"
                >
                  {t(`status.${view.status}`)}
                </span>
              </p>
              {view.status === 'cancelled_until_end' ? (
                <p className="mt-4 text-base font-medium text-stone-900" data-testid="subscription-until">
                  {t('cancelledUntil', { date: view.endsOn ?? '' })}
                </p>
              ) : null}
              {view.status === 'expired' ? (
                <p className="mt-4 text-base text-stone-800">{t('endedOn', { date: view.endsOn ?? '' })}</p>
              ) : null}
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-stone-600">{t('started')}</dt>
                <dd className="text-stone-900" data-testid="subscription-start">
                  {view.startsOn}
                </dd>
                <dt className="text-stone-600">{t('validUntil')}</dt>
                <dd className="text-stone-900" data-testid="subscription-end">
                  {view.endsOn}
                </dd>
                {live ? (
                  <>
                    <dt className="text-stone-600">{t('renewal')}</dt>
                    <dd className="text-stone-900" data-testid="subscription-renewal">
                      {view.status === 'cancelled_until_end'
                        ? t('noRenewal')
                        : view.renewalCard
                          ? t('renewsWithCard', {
                              date: view.endsOn ?? '',
                              price,
                              brand:
                                CARD_BRAND_NAMES[view.renewalCard.brand as keyof typeof CARD_BRAND_NAMES] ??
                                view.renewalCard.brand,
                              last4: view.renewalCard.last4,
                            })
                          : t('renewsNoCard', { date: view.endsOn ?? '', price })}
                      {view.status === 'active' && !view.renewalCard ? (
                        <>
                          {' '}
                          <a
                            href={href(store, '/worldpay/savedcards')}
                            className="font-semibold underline underline-offset-4 hover:text-stone-600"
                          >
                            {t('addCard')}
                          </a>
                        </>
                      ) : null}
                    </dd>
                  </>
                ) : null}
              </dl>
              {view.freeNextDay ? (
                <p className="mt-5 border-s-4 border-emerald-700 ps-4 text-sm text-stone-800">
                  <strong className="font-semibold">{t('freeNow')}</strong> {t('checkoutHint')}
                </p>
              ) : null}
              {view.status === 'cancelled_until_end' ? (
                <p className="mt-3 text-sm text-stone-700">{t('cancelledNote')}</p>
              ) : null}
            </AccountSection>
          ) : null}

          {view.status === 'active' ? (
            <AccountSection id="subscription-cancel" title={t('cancelHeading')}>
              <CancelForm store={code} endsOn={view.endsOn ?? ''} action={cancelAction} />
            </AccountSection>
          ) : null}

          {!live ? (
            <>
              {landing ? (
                <section aria-labelledby="subscription-landing" data-testid="subscription-landing">
                  <h2 id="subscription-landing" className="font-display text-2xl text-stone-900">
                    {landing.title}
                  </h2>
                  <RichText safeHtml={landing.body} store={store} className="mt-3" />
                  {landing.sections.map((section, i) => (
                    <div key={i} className="mt-6">
                      <h3 className="font-display text-lg text-stone-900">{section.heading}</h3>
                      <RichText safeHtml={section.body} store={store} className="mt-2" />
                    </div>
                  ))}
                </section>
              ) : null}
              <AccountSection id="subscription-offer" title={t('offerHeading')}>
                <p className="font-display text-3xl text-stone-900" data-testid="subscription-price">
                  {t('price', { price })}
                </p>
                <p className="mt-2 mb-5 text-sm text-stone-700">{t('renewsYearly')}</p>
                {inBag ? (
                  <p className="text-sm text-stone-800" data-testid="subscription-in-bag">
                    {t('inBag')}{' '}
                    <a
                      href={href(store, '/checkout')}
                      className="font-semibold underline underline-offset-4 hover:text-stone-600"
                    >
                      {t('goToCheckout')}
                    </a>
                  </p>
                ) : (
                  <SubscribeForm store={code} action={subscribeAction} />
                )}
              </AccountSection>
            </>
          ) : null}
        </div>
      </NextIntlClientProvider>
    </AccountFrame>
  );
}
