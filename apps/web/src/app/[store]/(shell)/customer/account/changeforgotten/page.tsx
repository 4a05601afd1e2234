import { resetLinkIsValid } from '@/lib/data/session';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthFrame } from '@/components/account/AuthFrame';
import { ExpiredLink } from '@/components/account/ExpiredLink';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { href, storeFromParams } from '@/lib/store';

type Props = { params: Promise<{ store: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.reset' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** §2.1 changeforgotten?token= (token is a §2.3 allowed parameter): the emailed reset link lands here. */
export default async function ChangeForgotten({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.reset' });
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const valid = token !== '' && (await resetLinkIsValid(token));
  return (
    <AuthFrame title={t('title')} intro={valid ? t('intro') : undefined}>
      {valid ? (
        <ResetPasswordForm store={store.localeISOCode} token={token} />
      ) : (
        <ExpiredLink
          message={t('invalid')}
          askAgain={t('askAgain')}
          href={href(store, '/customer/account/forgotpassword')}
        />
      )}
    </AuthFrame>
  );
}
