import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/components/account/LoginPage';
import { loginReturnPath } from '@/lib/account/paths';
import { storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string; path?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.login' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * §2.1 /customer/account/login/referer/<encoded path>: only a same-site path is honoured. The
 * route is listed without a path too (issue 29 item 3): then it is the plain sign-in page.
 */
export default async function LoginWithReferer({ params }: Params) {
  const { path } = await params;
  const next = path?.length ? loginReturnPath(path.join('/')) : undefined;
  return <LoginPage store={await storeFromParams(params)} next={next} />;
}
