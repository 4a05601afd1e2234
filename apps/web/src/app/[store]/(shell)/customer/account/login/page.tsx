import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/components/account/LoginPage';
import { storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.login' });
  return { title: t('title'), robots: { index: false } };
}

export default async function Login({ params }: Params) {
  return <LoginPage store={await storeFromParams(params)} />;
}
