import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { readFlash, readSignInEmail } from '@/lib/account/flash';
import { currentSession } from '@/lib/account/session';
import { href } from '@/lib/store';
import { AuthFrame } from './AuthFrame';
import { FormMessage } from './FormMessage';
import { LoginForm } from './LoginForm';

const FLASH_KEYS = {
  signed_out: 'signedOut',
  deleted: 'deleted',
  password_changed: 'passwordChanged',
  check_inbox: 'checkInbox',
} as const;

/** §2.1 login, plain or with a referer to return to once signed in. */
export async function LoginPage({ store, next }: { store: LocaleConfig; next?: string }) {
  if (await currentSession()) redirect(next ?? href(store, '/customer/account'));
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.login' });
  const flash = await readFlash();
  // The sign-in page's own notices; another page's (an order cancelled) is not said here.
  const notice = flash && flash in FLASH_KEYS ? t(FLASH_KEYS[flash as keyof typeof FLASH_KEYS]) : undefined;
  // Decision 0034: after registering, the address just registered.
  const email = flash === 'check_inbox' ? await readSignInEmail() : undefined;
  return (
    <AuthFrame title={t('title')} intro={t('intro')}>
      <div className="flex flex-col gap-6">
        {!notice && next ? <FormMessage ok message={t('returning')} /> : null}
        <LoginForm
          store={store.localeISOCode}
          next={next}
          email={email}
          notice={notice}
          forgotHref={href(store, '/customer/account/forgotpassword')}
          linkHref={href(store, '/customer/account/loginlink')}
        />
        <div className="border-t border-stone-300 pt-6">
          <p className="text-base text-stone-800">{t('newHere')}</p>
          <a
            href={href(store, '/customer/account/create')}
            className="mt-3 inline-flex h-12 w-full items-center justify-center border border-stone-900 px-6 text-sm font-semibold tracking-wide uppercase hover:bg-stone-100 sm:w-auto"
          >
            {t('create')}
          </a>
        </div>
      </div>
    </AuthFrame>
  );
}
