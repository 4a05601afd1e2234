import { findLocale } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/shell/NotFoundView';
import { StoreChrome } from '@/components/shell/StoreChrome';
import { shellChrome } from '@/lib/content/shell';

/**
 * The 404 of the routes outside `(shell)`: the catch-all (every unknown path) and catalogue pages
 * that resolve to nothing. The store layout draws no header or footer (§2.3), so this page loads
 * the shell's content itself, as the exempt pages do. A 404 gets no params: the store comes from
 * the request's `store` messages, set from the store segment.
 */
export default async function NotFound() {
  const code = (await getTranslations('store'))('code');
  const store = findLocale(code) ?? findLocale('en-GB')!;
  return (
    <StoreChrome store={store} chrome={await shellChrome(store)}>
      <NotFoundView />
    </StoreChrome>
  );
}
