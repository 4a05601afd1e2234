import { isPageAvailable } from '@vitrine/config';
import { creditAccount } from '@/lib/data/credit';
import { storeDate, storeMoney, storeTime } from '@/lib/data/orders';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { requireSession } from '@/lib/account/session';
import { homeOf, href, storeFromParams } from '@/lib/store';

// One customer's balance: read on every view, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ store: string }>; searchParams: Promise<{ before?: string | string[] }> };

const PATH = '/customer/credit';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'credit.page' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * §2.1 /customer/credit (login needed), issue 6 item 3: the account balance in the store's
 * currency and its history, dates in the store's format and zone. §2.2: only in the stores that
 * offer an account balance for this brand (404 elsewhere; the menu has no entry there).
 */
export default async function CreditPage({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  if (!isPageAvailable('accountBalance', store.localeISOCode)) notFound();
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'credit.page' });
  const raw = (await searchParams).before;
  const before = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const account = await creditAccount(principal.customerId, store, store.language, { before });
  const money = (minor: number, currency: string = store.currency) => storeMoney(minor, currency, store);
  const others = account.balances.filter((b) => b.currency !== store.currency);
  const empty = account.history.length === 0 && !before;

  return (
    <AccountFrame store={store} current={PATH} title={t('title')} intro={t('intro')}>
      <section
        aria-labelledby="credit-balance"
        className="flex flex-col gap-2 border border-stone-300 bg-white p-6 sm:p-8"
        data-testid="credit-balance"
      >
        <h2 id="credit-balance" className="text-sm font-semibold tracking-[0.14em] text-stone-700 uppercase">
          {t('balanceLabel')}
        </h2>
        <p className="font-display text-4xl text-stone-900" data-testid="credit-balance-amount">
          <bdi>{money(account.balance.amountMinor)}</bdi>
        </p>
        {account.balance.amountMinor > 0 ? (
          <p className="text-sm text-stone-700">{t('useAtCheckout')}</p>
        ) : null}
        {others.length > 0 ? (
          <p className="text-sm text-stone-700">
            {t('otherCurrencies', {
              amounts: others.map((b) => money(b.amountMinor, b.currency)).join(', '),
              count: others.length,
            })}
          </p>
        ) : null}
      </section>

      {empty ? (
        <section
          className="mt-8 flex flex-col items-start gap-4 border border-stone-300 bg-white p-6 sm:p-8"
          data-testid="credit-empty"
        >
          <h2 className="font-display text-2xl text-stone-900">{t('emptyTitle')}</h2>
          <p className="max-w-xl leading-relaxed text-stone-700">{t('emptyBody')}</p>
          <div className="flex flex-wrap gap-3">
            {isPageAvailable('giftcards', store.localeISOCode) ? (
              <a
                href={href(store, '/giftcards/activate')}
                className="inline-flex h-12 items-center border border-stone-900 px-6 text-sm font-semibold tracking-wide uppercase hover:bg-stone-100"
              >
                {t('emptyGiftCard')}
              </a>
            ) : null}
            {isPageAvailable('referAFriend', store.localeISOCode) ? (
              <a
                href={href(store, '/customer/account/raf')}
                className="inline-flex h-12 items-center border border-stone-900 px-6 text-sm font-semibold tracking-wide uppercase hover:bg-stone-100"
              >
                {t('emptyRaf')}
              </a>
            ) : null}
            <a
              href={homeOf(store)}
              className="inline-flex h-12 items-center bg-stone-900 px-6 text-sm font-semibold tracking-wide text-white uppercase hover:bg-stone-700"
            >
              {t('emptyShop')}
            </a>
          </div>
        </section>
      ) : (
        <section aria-labelledby="credit-history" className="mt-10">
          <h2 id="credit-history" className="font-display text-2xl text-stone-900">
            {t('historyTitle')}
          </h2>
          <table className="mt-4 w-full border-collapse text-start text-sm" data-testid="credit-history">
            <thead>
              <tr className="border-b border-stone-300 text-stone-700">
                <th scope="col" className="py-3 pe-4 text-start font-semibold">
                  {t('date')}
                </th>
                <th scope="col" className="py-3 pe-4 text-start font-semibold">
                  {t('what')}
                </th>
                <th scope="col" className="py-3 text-end font-semibold">
                  {t('amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {account.history.map((entry) => {
                const at = new Date(entry.createdAt);
                const orderLink = entry.orderNumber
                  ? href(store, `/customer/order-history/${entry.orderNumber}`)
                  : null;
                let what: ReactNode;
                if (entry.kind === 'order' || entry.kind === 'order_cancelled') {
                  what = entry.orderNumber ? (
                    <a href={orderLink!} className="underline underline-offset-4">
                      {t(`kind.${entry.kind}`, { number: entry.orderNumber })}
                    </a>
                  ) : (
                    t(`kind.${entry.kind}Unknown`)
                  );
                } else {
                  what = t(`kind.${entry.kind}`);
                }
                return (
                  <tr
                    key={entry.id}
                    className="border-b border-stone-200 align-top"
                    data-testid="credit-entry"
                  >
                    <td className="py-3 pe-4 whitespace-nowrap text-stone-700">
                      <time dateTime={entry.createdAt}>
                        {storeDate(at, store)} <span className="text-stone-600">{storeTime(at, store)}</span>
                      </time>
                    </td>
                    <td className="py-3 pe-4 text-stone-900">
                      {what}
                      {entry.note ? <span className="block text-stone-600">{entry.note}</span> : null}
                    </td>
                    <td
                      className={`py-3 text-end font-semibold whitespace-nowrap ${entry.amount.amountMinor < 0 ? 'text-stone-900' : 'text-emerald-800'}`}
                    >
                      <bdi>
                        {entry.amount.amountMinor > 0 ? '+' : '−'}
                        {money(Math.abs(entry.amount.amountMinor), entry.amount.currency)}
                      </bdi>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <nav className="mt-6 flex gap-6 text-sm" aria-label={t('historyTitle')}>
            {before ? (
              <a href={href(store, PATH)} className="underline underline-offset-4">
                {t('newest')}
              </a>
            ) : null}
            {account.nextBefore ? (
              <a
                href={href(store, `${PATH}?before=${account.nextBefore}`)}
                className="underline underline-offset-4"
              >
                {t('older')}
              </a>
            ) : null}
          </nav>
        </section>
      )}
    </AccountFrame>
  );
}
