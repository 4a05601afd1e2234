import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthFrame } from '@/components/account/AuthFrame';
import { EmailRequestForm } from '@/components/account/EmailRequestForm';
import { href, storeFromParams } from '@/lib/store';
import { forgotAction } from './actions';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.forgot' });
  return { title: t('title'), robots: { index: false } };
}

export default async function ForgotPassword({ params }: Params) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.forgot' });
  return (
    <AuthFrame title={t('title')} intro={t('intro')}>
      <EmailRequestForm store={store.localeISOCode} action={forgotAction} namespace="account.forgot" />
      <a
        href={href(store, '/customer/account/login')}
        className="mt-8 inline-block text-sm underline underline-offset-4"
      >
        {t('back')}
      </a>
    </AuthFrame>
  );
}
