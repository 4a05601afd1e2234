import { isPageAvailable } from '@vitrine/config';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { storeOfPage } from '@/components/content/content-route';
import { ActivateGiftCardForm } from '@/components/giftcards/ActivateGiftCardForm';
import { loginHref } from '@/lib/account/paths';
import { currentSession } from '@/lib/account/session';
import { href } from '@/lib/store';
import { activateGiftCard } from '../actions';

// One customer's form: rendered per visit, never cached (decision 0003).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeOfPage(params, 'giftcards');
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'giftcards.activate' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * §2.1 /giftcards/activate (a public route; §2.2 en-GB, en-IE, en-US, 404 elsewhere): a gift
 * card's code and PIN move its whole balance into the customer's account balance (issue 6 item 2).
 * Activating needs an account (§7.3 gift-card/activate is a customer call): a guest is shown the
 * way to sign in, which brings them back here.
 */
export default async function ActivateGiftCardPage({ params }: Params) {
  const store = await storeOfPage(params, 'giftcards');
  setRequestLocale(store.localeISOCode);
  const session = await currentSession();
  const t = await getTranslations('giftcards.activate');
  const messages = await getMessages();
  const creditHref = isPageAvailable('accountBalance', store.localeISOCode)
    ? href(store, '/customer/credit')
    : null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 md:px-6 md:pt-12 md:pb-24">
      <h1 className="font-display text-3xl text-stone-900 md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-prose text-sm text-stone-700">{t('intro')}</p>
      <div className="mt-8">
        {session ? (
          <NextIntlClientProvider
            messages={{ giftcards: { activate: (messages.giftcards as { activate: unknown }).activate } }}
          >
            <ActivateGiftCardForm
              action={activateGiftCard}
              store={store.localeISOCode}
              creditHref={creditHref}
            />
          </NextIntlClientProvider>
        ) : (
          <div
            className="border border-black/10 bg-[var(--stone)] px-5 py-4 text-sm"
            data-testid="gift-card-sign-in"
          >
            <p>{t('signIn')}</p>
            <a
              href={loginHref(store, href(store, '/giftcards/activate'))}
              className="mt-3 inline-flex h-11 items-center bg-[var(--ink)] px-6 text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black"
            >
              {t('signInLink')}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
