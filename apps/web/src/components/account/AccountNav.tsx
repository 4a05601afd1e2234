import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { xsrfFormValue } from '@/lib/anti-forgery';
import { accountNavFor } from '@/lib/account/nav';
import { href } from '@/lib/store';
import { SignOutForm } from './SignOutForm';

/**
 * The account pages' menu: the pages this store offers (§2.2), the current one marked. Signing out
 * is a button that posts (issue 35 item 8), not a link to the logout page.
 */
export async function AccountNav({ store, current }: { store: LocaleConfig; current: string }) {
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account' });
  const xsrf = await xsrfFormValue();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 border-b border-stone-300 pb-4 md:flex-col md:gap-y-1 md:border-b-0 md:border-e md:pe-6 md:pb-0">
        {accountNavFor(store.localeISOCode).map((entry) => {
          const active = entry.path === current;
          return (
            <li key={entry.path}>
              {entry.label === 'signOut' ? (
                <SignOutForm
                  store={store.localeISOCode}
                  xsrf={xsrf}
                  label={t('nav.signOut')}
                  pendingLabel={t('logout.pending')}
                  look="menu"
                />
              ) : (
                <a
                  href={href(store, entry.path)}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-block py-1.5 text-sm underline-offset-4 hover:underline ${
                    active ? 'font-semibold text-stone-900' : 'text-stone-700'
                  }`}
                >
                  {t(`nav.${entry.label}`)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
