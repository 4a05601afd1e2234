import { signInLinkIsValid } from '@/lib/data/session';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthFrame } from '@/components/account/AuthFrame';
import { EmailRequestForm } from '@/components/account/EmailRequestForm';
import { ExpiredLink } from '@/components/account/ExpiredLink';
import { RedeemSignInLinkForm } from '@/components/account/RedeemSignInLinkForm';
import { href, storeFromParams } from '@/lib/store';
import { requestLinkAction } from './actions';

type Props = { params: Promise<{ store: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.link' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * Decision 0029: without a token, the form that emails a one-time sign-in link; with the emailed
 * token (a §2.3 allowed parameter), a button that spends it. Opening the link signs nobody in, so
 * a mail scanner that follows it cannot use it up.
 */
export default async function LoginLink({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.link' });
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const back = (
    <a
      href={href(store, '/customer/account/login')}
      className="mt-8 inline-block text-sm underline underline-offset-4"
    >
      {t('back')}
    </a>
  );
  if (!token) {
    return (
      <AuthFrame title={t('title')} intro={t('intro')}>
        <EmailRequestForm store={store.localeISOCode} action={requestLinkAction} namespace="account.link" />
        {back}
      </AuthFrame>
    );
  }
  const valid = await signInLinkIsValid(token);
  return (
    <AuthFrame title={t('confirmTitle')} intro={valid ? t('confirmIntro') : undefined}>
      {valid ? (
        <RedeemSignInLinkForm store={store.localeISOCode} token={token} />
      ) : (
        <ExpiredLink
          message={t('invalid')}
          askAgain={t('askAgain')}
          href={href(store, '/customer/account/loginlink')}
        />
      )}
      {back}
    </AuthFrame>
  );
}
