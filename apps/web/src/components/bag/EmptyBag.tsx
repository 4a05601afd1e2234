import type { LocaleConfig } from '@vitrine/config';
import { renderMessage } from '@/lib/data/errors';
import { getTranslations } from 'next-intl/server';
import { FormMessage } from '@/components/account/FormMessage';
import { Icon } from '@/components/shell/Icon';
import { loginHref } from '@/lib/account/paths';
import { href } from '@/lib/store';

/**
 * No bag, or nothing in it: a way back to shopping, and for a guest the way to the bag saved in
 * their account. A guest whose bag moved into an account at sign-in (or is another account's)
 * is told so in the API's words (decision 0012 QUOTE_MERGED / QUOTE_NOT_YOURS).
 */
export async function EmptyBag({
  store,
  signedIn,
  problem,
}: {
  store: LocaleConfig;
  signedIn: boolean;
  problem?: 'QUOTE_NOT_YOURS' | 'QUOTE_MERGED' | undefined;
}) {
  const t = await getTranslations('bag');
  const login = loginHref(store, href(store, '/checkout/cart'));
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center py-10 text-center md:py-16"
      data-testid="bag-empty"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-[var(--stone)]">
        <Icon name="bag" className="size-7" />
      </span>
      <h1 className="mt-6 font-display text-3xl md:text-4xl">{t('empty.title')}</h1>
      {problem ? (
        <div className="mt-6 w-full text-start">
          <FormMessage message={renderMessage(problem, store.language)} />
        </div>
      ) : null}
      <p className="mt-4 max-w-md leading-relaxed text-neutral-700">{t('empty.text')}</p>
      <a
        href={href(store, '/new-in.html')}
        className="mt-8 inline-flex h-12 items-center justify-center bg-[var(--ink)] px-10 text-xs font-semibold uppercase tracking-[0.18em] text-white transition-colors hover:bg-black"
      >
        {t('empty.cta')}
      </a>
      {signedIn ? null : (
        <a href={login} className="mt-6 text-sm underline underline-offset-4">
          {t('empty.signIn')}
        </a>
      )}
    </section>
  );
}
