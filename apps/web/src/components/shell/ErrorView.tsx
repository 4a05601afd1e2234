'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/reporting';
import { Logo } from './Logo';

/**
 * §2.3 error boundary: the error message in a banner, red on desktop and grey on mobile, text
 * left-aligned (start-aligned, so right in Arabic) on desktop and centred on mobile. §8: render
 * errors are reported. A server-rendered error arrives with its message withheld (Next puts an
 * English sentence for developers in its place) and a digest that finds it in the server logs: the
 * shopper reads a message in the store's language with the digest as a reference to quote, and
 * the digest travels as a report tag.
 *
 * `standalone`: the boundary outside `(shell)` (home, catalogue, search results) replaces a page
 * that drew its own header and footer, and a client boundary cannot load them. It draws the
 * wordmark and a link home instead, and the `#main` the skip link points at.
 */
export function ErrorView({
  error,
  reset,
  standalone = false,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  standalone?: boolean;
}) {
  const t = useTranslations('error');
  const shell = useTranslations('shell');
  const store = useTranslations('store');
  useEffect(() => {
    reportError(error, { tags: { boundary: 'render', ...(error.digest ? { digest: error.digest } : {}) } });
  }, [error]);
  const banner = (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6">
      <div
        role="alert"
        data-testid="error-banner"
        className="bg-neutral-200 px-5 py-4 text-center text-neutral-900 md:bg-[#b3261e] md:text-start md:text-white"
      >
        <p className="font-semibold">{t('title')}</p>
        {error.digest ? (
          <>
            <p className="mt-1 text-sm">{t('serverMessage')}</p>
            <p className="mt-1 text-xs">{t('reference', { reference: error.digest })}</p>
          </>
        ) : (
          error.message && <p className="mt-1 text-sm">{error.message}</p>
        )}
        <button
          type="button"
          onClick={reset}
          className="mt-3 text-sm font-medium underline underline-offset-4"
        >
          {t('retry')}
        </button>
      </div>
      {standalone ? (
        <p className="mt-6 text-center md:text-start">
          <a href={store('home')} className="text-sm font-medium underline underline-offset-4">
            {shell('home')}
          </a>
        </p>
      ) : null}
    </div>
  );
  if (!standalone) return banner;
  return (
    <>
      <header className="border-b border-black/10 bg-[var(--paper)]">
        <div className="mx-auto flex max-w-7xl justify-center px-3 py-3 md:py-4">
          <a href={store('home')} aria-label={shell('home')}>
            <Logo />
          </a>
        </div>
      </header>
      <main id="main">{banner}</main>
    </>
  );
}
