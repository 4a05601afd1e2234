import { findLocale } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/shell/NotFoundView';
import { StoreChrome } from '@/components/shell/StoreChrome';
import { shellChrome } from '@/lib/content/shell';
import { pageOutcome } from '@/lib/page-outcome';

/**
 * The 404 of the routes outside `(shell)`: the catch-all (every unknown path) and catalogue pages
 * that resolve to nothing. The store layout draws no header or footer (§2.3), so this page loads
 * the shell's content itself, as the exempt pages do. A 404 gets no params: the store comes from
 * the request's `store` messages, set from the store segment.
 *
 * Next renders this boundary into every page's payload under the store layout, found or not.
 * Only a page that called `notFound()` (or never said how it ended) gets the chrome drawn here;
 * any other keeps a bare 404 it will not show (decision 0020, lib/page-outcome.ts).
 */
export default async function NotFound() {
  const outcome = await pageOutcome();
  if (outcome !== 'missing' && outcome !== 'unsettled') return <NotFoundView />;
  const code = (await getTranslations('store'))('code');
  const store = findLocale(code) ?? findLocale('en-GB')!;
  return (
    <StoreChrome store={store} chrome={await shellChrome(store)}>
      <NotFoundView />
    </StoreChrome>
  );
}
