'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/reporting';

/**
 * §2.3 error boundary: the error message in a banner, red on desktop and grey on mobile, text
 * left-aligned (start-aligned, so right in Arabic) on desktop and centred on mobile. §8: render
 * errors are reported (a server-rendered error arrives with its message hidden and a digest that
 * finds it in the server logs, so the digest travels as a tag).
 */
export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('error');
  useEffect(() => {
    reportError(error, { tags: { boundary: 'render', ...(error.digest ? { digest: error.digest } : {}) } });
  }, [error]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6">
      <div
        role="alert"
        data-testid="error-banner"
        className="bg-neutral-200 px-5 py-4 text-center text-neutral-900 md:bg-[#b3261e] md:text-start md:text-white"
      >
        <p className="font-semibold">{t('title')}</p>
        {error.message && <p className="mt-1 text-sm">{error.message}</p>}
        <button
          type="button"
          onClick={reset}
          className="mt-3 text-sm font-medium underline underline-offset-4"
        >
          {t('retry')}
        </button>
      </div>
    </div>
  );
}
