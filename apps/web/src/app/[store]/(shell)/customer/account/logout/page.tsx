import { LOGOUT_PATH } from '@vitrine/config';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { SignOutForm } from '@/components/account/SignOutForm';
import { xsrfFormValue } from '@/lib/anti-forgery';
import { requireSession } from '@/lib/account/session';
import { href, storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.logout' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * §2.1 / §2.3 the logout page under the store's prefix. Opening it changes nothing (issue 35 item
 * 8: a link or an image from another site must not sign anyone out): it asks, and its button posts
 * the sign-out with the anti-forgery pair. §4.1's logout redirect lands here too; a session that
 * has ended goes on, like any page that needs one, through the refresh (which clears its cookies
 * when it cannot renew them) to the sign-in page.
 */
export default async function Logout({ params }: Params) {
  const store = await storeFromParams(params);
  await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.logout' });
  return (
    <AccountFrame store={store} current={LOGOUT_PATH} title={t('title')}>
      <div className="flex max-w-2xl flex-col gap-6">
        <p className="text-base leading-relaxed text-stone-800">{t('intro')}</p>
        <SignOutForm
          store={store.localeISOCode}
          xsrf={await xsrfFormValue()}
          label={t('confirm')}
          pendingLabel={t('pending')}
          look="button"
        />
        <p>
          <a
            href={href(store, '/customer/account')}
            className="text-sm font-semibold underline underline-offset-4 hover:text-stone-600"
          >
            {t('cancel')}
          </a>
        </p>
      </div>
    </AccountFrame>
  );
}
