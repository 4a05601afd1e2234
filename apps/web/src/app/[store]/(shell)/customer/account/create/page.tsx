import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AuthFrame } from '@/components/account/AuthFrame';
import { CreateAccountForm } from '@/components/account/CreateAccountForm';
import { ReferralNotice } from '@/components/raf/ReferralNotice';
import { dateOfBirthChoices } from '@/lib/account/date-of-birth-choices';
import { currentSession } from '@/lib/account/session';
import { href, storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.create' });
  return { title: t('title'), robots: { index: false } };
}

export default async function CreateAccount({ params }: Params) {
  const store = await storeFromParams(params);
  if (await currentSession()) redirect(href(store, '/customer/account'));
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.create' });
  return (
    <AuthFrame title={t('title')} intro={t('intro')}>
      {/* Issue 6 item 4: after a refer-a-friend share link. */}
      <ReferralNotice store={store} />
      <CreateAccountForm store={store.localeISOCode} birthDateChoices={dateOfBirthChoices(store)} />
      <p className="mt-8 border-t border-stone-300 pt-6 text-base">
        {t('haveAccount')}{' '}
        <a href={href(store, '/customer/account/login')} className="font-medium underline underline-offset-4">
          {t('signIn')}
        </a>
      </p>
    </AuthFrame>
  );
}
