import { listAddresses } from '@/lib/data/customer';
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AccountFrame, AccountSection } from '@/components/account/AccountFrame';
import { addressLines } from '@/lib/account/address-view';
import { requireSession } from '@/lib/account/session';
import { href, storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.dashboard' });
  return { title: t('title'), robots: { index: false } };
}

const linkClass = 'text-sm font-semibold underline underline-offset-4 hover:text-stone-600';

/** §2.1 /customer/account: the account overview. */
export default async function AccountDashboard({ params }: Params) {
  const store = await storeFromParams(params);
  const { principal, customer } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.dashboard' });
  const format = await getFormatter({ locale: store.localeISOCode });
  const delivery = (await listAddresses(principal)).find((a) => a.isDefaultShipping);
  const channels = [
    ['channelEmail', customer.marketing.email],
    ['channelSms', customer.marketing.sms],
    ['channelPost', customer.marketing.post],
  ] as const;
  const birthday = customer.dateOfBirth
    ? format.dateTime(new Date(`${customer.dateOfBirth}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
    : t('notGiven');

  return (
    <AccountFrame
      store={store}
      current="/customer/account"
      title={t('greeting', { name: customer.firstName })}
      intro={t('intro')}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountSection id="summary-details" title={t('detailsHeading')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-600">{t('name')}</dt>
            <dd className="text-stone-900">
              {customer.firstName} {customer.lastName}
            </dd>
            <dt className="text-stone-600">{t('email')}</dt>
            <dd className="break-all text-stone-900">{customer.email}</dd>
            <dt className="text-stone-600">{t('phone')}</dt>
            <dd className="text-stone-900" dir="ltr">
              {customer.phone ?? t('notGiven')}
            </dd>
            <dt className="text-stone-600">{t('dateOfBirth')}</dt>
            <dd className="text-stone-900">{birthday}</dd>
          </dl>
          {customer.staffDiscount ? (
            <p className="mt-4 text-sm text-emerald-900">{t('staffDiscount')}</p>
          ) : null}
          <p className="mt-5">
            <a href={href(store, '/customer/account/edit')} className={linkClass}>
              {t('editDetails')}
            </a>
          </p>
        </AccountSection>

        <AccountSection id="summary-delivery" title={t('deliveryHeading')}>
          {delivery ? (
            <address className="text-sm leading-relaxed text-stone-900 not-italic">
              {addressLines(delivery, store.language).map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
              <span className="block" dir="ltr">
                {delivery.phone}
              </span>
            </address>
          ) : (
            <p className="text-sm text-stone-700">{t('noDelivery')}</p>
          )}
          <p className="mt-5">
            <a href={href(store, '/customer/address-book')} className={linkClass}>
              {delivery ? t('manageAddresses') : t('addAddress')}
            </a>
          </p>
        </AccountSection>

        <AccountSection id="summary-marketing" title={t('marketingHeading')}>
          <p className="text-sm text-stone-700">{t('marketingIntro')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {channels.map(([label, on]) => (
              <div key={label} className="contents">
                <dt className="text-stone-600">{t(label)}</dt>
                <dd className={on ? 'font-semibold text-stone-900' : 'text-stone-700'}>
                  {on ? t('subscribed') : t('notSubscribed')}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-5">
            <a href={`${href(store, '/customer/account/edit')}#details`} className={linkClass}>
              {t('changePreferences')}
            </a>
          </p>
        </AccountSection>
      </div>
    </AccountFrame>
  );
}
