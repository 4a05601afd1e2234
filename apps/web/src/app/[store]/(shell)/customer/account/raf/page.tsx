import { isPageAvailable } from '@vitrine/config';
import { storeDate, storeMoney } from '@/lib/data/orders';
import { RAF_PROMOTION_DAYS, referralPage } from '@/lib/data/referral';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { CopyLink } from '@/components/raf/CopyLink';
import { requireSession } from '@/lib/account/session';
import { absoluteUrl, href, storeFromParams } from '@/lib/store';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ store: string }> };

const PATH = '/customer/account/raf';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'raf.page' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * §2.1 /customer/account/raf (login needed), issue 6 item 4; §2.2: en-GB, en-US, en-AU only (404
 * elsewhere). The customer's code (made on the first visit), the share link with a copy button,
 * what the friend and they get (the reward's terms as settling applies them: minimum spend, the
 * wait after delivery, the yearly cap; decision 0037), and their referrals with their state and
 * why a void one pays nothing. A friend is shown by first name and a masked address, never the
 * address in full.
 */
export default async function ReferAFriendPage({ params }: Params) {
  const store = await storeFromParams(params);
  if (!isPageAvailable('referAFriend', store.localeISOCode)) notFound();
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'raf.page' });
  const page = await referralPage(principal.customerId, store, (locale, path) =>
    absoluteUrl(locale as typeof store.localeISOCode, path),
  );
  // The terms as settling applies them (decision 0037), so the page never promises more.
  const waitDays = page.returnWindowDays + page.holdDays;
  const terms = {
    percent: page.friendPercent,
    reward: storeMoney(page.rewardMinor, page.currency, store),
    minimum: storeMoney(page.minimumSpendMinor, page.currency, store),
    waitDays,
    cap: page.rewardsPerYear,
    validDays: RAF_PROMOTION_DAYS,
  };

  return (
    <AccountFrame store={store} current={PATH} title={t('title')} intro={t('intro', terms)}>
      <section
        className="flex flex-col gap-6 border border-stone-300 bg-white p-6 sm:p-8"
        aria-label={t('linkLabel')}
      >
        <div>
          <p className="text-sm font-semibold text-stone-800">{t('codeLabel')}</p>
          <p
            className="mt-1 font-display text-3xl tracking-wider text-stone-900"
            dir="ltr"
            data-testid="raf-code"
          >
            {page.code}
          </p>
        </div>
        <CopyLink url={page.shareUrl} label={t('linkLabel')} copy={t('copy')} copied={t('copied')} />
      </section>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section className="border border-stone-300 bg-[var(--stone)] p-6" aria-labelledby="raf-friend">
          <h2 id="raf-friend" className="font-display text-xl text-stone-900">
            {t('friendGets')}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-800">{t('friendGetsBody', terms)}</p>
        </section>
        <section className="border border-stone-300 bg-[var(--stone)] p-6" aria-labelledby="raf-you">
          <h2 id="raf-you" className="font-display text-xl text-stone-900">
            {t('youGet')}
          </h2>
          <p className="mt-2 leading-relaxed text-stone-800" data-testid="raf-terms">
            {t('youGetBody', terms)}
          </p>
          <p className="mt-2 text-sm text-stone-700">{t('rewardElsewhere')}</p>
          <p className="mt-2 text-sm text-stone-700" data-testid="raf-year">
            {t('yearCount', { count: page.rewardsThisYear, cap: page.rewardsPerYear })}
          </p>
        </section>
      </div>

      <section className="mt-10" aria-labelledby="raf-referrals">
        <h2 id="raf-referrals" className="font-display text-2xl text-stone-900">
          {t('referralsTitle')}
        </h2>
        {page.referrals.length === 0 ? (
          <p className="mt-3 text-stone-700" data-testid="raf-none">
            {t('none')}
          </p>
        ) : (
          <table className="mt-4 w-full border-collapse text-sm" data-testid="raf-referrals">
            <thead>
              <tr className="border-b border-stone-300 text-stone-700">
                <th scope="col" className="py-3 pe-4 text-start font-semibold">
                  {t('friend')}
                </th>
                <th scope="col" className="py-3 pe-4 text-start font-semibold">
                  {t('joined')}
                </th>
                <th scope="col" className="py-3 text-start font-semibold">
                  {t('state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.referrals.map((r) => (
                <tr
                  key={r.id}
                  className="border-b border-stone-200"
                  data-testid="raf-referral"
                  data-status={r.status}
                  data-reason={r.voidReason ?? undefined}
                >
                  <td className="py-3 pe-4 text-stone-900">
                    {r.friendName}{' '}
                    <bdi className="text-stone-600" dir="ltr">
                      {r.friendEmail}
                    </bdi>
                  </td>
                  <td className="py-3 pe-4 whitespace-nowrap text-stone-700">
                    {storeDate(r.createdAt, store)}
                  </td>
                  <td className="py-3 text-stone-900">
                    {r.status === 'void'
                      ? t(`status.void.${r.voidReason ?? 'cancelled'}`, {
                          minimum: storeMoney(r.minimumMinor, r.orderCurrency, store),
                          cap: page.rewardsPerYear,
                        })
                      : t(`status.${r.status}`, {
                          amount: storeMoney(r.rewardMinor, r.currency, store),
                          waitDays,
                        })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {isPageAvailable('accountBalance', store.localeISOCode) ? (
          <p className="mt-6">
            <a href={href(store, '/customer/credit')} className="underline underline-offset-4">
              {t('seeBalance')}
            </a>
          </p>
        ) : null}
      </section>
    </AccountFrame>
  );
}
