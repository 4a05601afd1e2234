import type { LocaleConfig } from '@vitrine/config';
import type { ReactNode } from 'react';
import type { ShellChrome } from '@/lib/content/shell';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * §2.3 header / main / footer around a page. The one place the chrome is drawn: the `(shell)`
 * layout passes the content it loaded, and the routes §2.3 exempts (home, catch-all, search
 * results, the 404 page outside `(shell)`) pass what their own data function loaded
 * (`shellChrome`). `#main` is the skip link's target.
 */
export function StoreChrome({
  store,
  chrome,
  children,
}: {
  store: LocaleConfig;
  chrome: ShellChrome;
  children: ReactNode;
}) {
  return (
    <>
      <Header store={store} menu={chrome.menu} contentMenu={chrome.contentMenu} />
      <main id="main">{children}</main>
      <Footer store={store} footer={chrome.shell.footer} />
    </>
  );
}
