import type { MenuItem } from '@vitrine/client';
import { toHeaderLocale, type LocaleConfig } from '@vitrine/config';
import type { MenuCategory } from '@/lib/data/catalogue';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { MiniBag } from '@/components/bag/MiniBag';
import { WishlistLink } from '@/components/wishlist/WishlistLink';
import { storeLink } from '@/lib/content/links';
import { catalogPrefix, homeOf, href } from '@/lib/store';
import { SearchBox } from './SearchBox';
import { HeaderMessage } from './HeaderMessage';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { DesktopMenu, MobileMenuList, type NavEntry } from './MenuLists';
import { StoreSwitcher } from './StoreSwitcher';

function navEntries(store: LocaleConfig, content: MenuItem[], categories: MenuCategory[]): NavEntry[] {
  const link = (url: string) => (url === '#' ? url : storeLink(url, (path) => href(store, path)));
  // §3.4 noFollow: the merchandiser keeps crawlers off that link.
  const rel = (noFollow: boolean) => (noFollow ? 'nofollow' : undefined);
  if (content.length > 0) {
    return content.map((item, i) => ({
      key: `${i}-${item.title}`,
      title: item.title,
      href: link(item.url),
      color: item.color,
      rel: rel(item.noFollow),
      columns: item.list
        .filter((column) => column.length > 0)
        .map((column) => column.map((l) => ({ name: l.name, href: link(l.url), rel: rel(l.noFollow) }))),
      image: item.media.desktop[0],
    }));
  }
  // §8: no content menu (service down, or none published): the catalogue's categories.
  return categories.map((c) => ({
    key: c.path,
    title: c.name,
    href: href(store, `/${c.path}.html`),
    color: null,
    rel: undefined,
    columns: [],
    image: undefined,
  }));
}

/**
 * §2.3 header: logo, menu (the content menu of §3.4, or the catalogue's categories when there is
 * none), store switcher with flags, search box, account, wishlist and bag. Little client JavaScript:
 * the mobile menu and its sub-lists are <details> disclosures, the desktop panels open on hover
 * and keyboard focus, and search is a plain GET form to the search results route (§2.1). The islands
 * are the wishlist's and the bag's counts, which are per shopper and so cannot be in the cached page.
 * (The menus and the store switcher are client components for a smaller payload, decision 0022, but
 * work as plain HTML before and without it.)
 */
export async function Header({
  store,
  menu,
  contentMenu = [],
}: {
  store: LocaleConfig;
  menu: MenuCategory[];
  contentMenu?: MenuItem[];
}) {
  const t = await getTranslations('shell');
  const messages = await getMessages();
  const entries = navEntries(store, contentMenu, menu);
  const searchAction = href(store, '/catalogsearch/result');
  const iconLink = 'flex items-center gap-1.5 rounded-full p-2 hover:bg-black/5';
  return (
    <header
      className="border-b border-black/10 bg-[var(--paper)]"
      // Which menu is shown (§3.4 content menu, or the §8 catalogue fallback): for support and tests.
      data-menu-source={contentMenu.length > 0 ? 'content' : 'catalogue'}
    >
      <HeaderMessage store={store} />
      <div className="mx-auto hidden max-w-7xl justify-end px-6 pt-2 md:flex">
        <StoreSwitcher store={store} />
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-3 md:px-6 md:py-4">
        <div className="flex items-center gap-1">
          <details className="group md:hidden">
            <summary
              className={`${iconLink} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              aria-label={t('menu')}
            >
              <Icon name="menu" className="size-6 group-open:hidden" />
              <Icon name="close" className="hidden size-6 group-open:block" />
            </summary>
            <nav
              aria-label={t('mainNav')}
              className="absolute inset-x-0 z-40 mt-3 border-t border-black/10 bg-[var(--paper)] px-5 pb-8 pt-4 shadow-xl"
            >
              <MobileMenuList entries={entries} />
              <a
                href={href(store, '/customer/account')}
                className="mt-4 flex items-center gap-3 py-3 text-sm"
              >
                <Icon name="user" className="size-5" />
                {t('account')}
              </a>
              <div className="mt-4">
                <StoreSwitcher store={store} align="start" />
              </div>
            </nav>
          </details>
          <a href={searchAction} className={`${iconLink} md:hidden`} aria-label={t('search')}>
            <Icon name="search" className="size-6" />
          </a>
          <SearchBox
            action={searchAction}
            pathPrefix={catalogPrefix(store)}
            localeHeader={toHeaderLocale(store.localeISOCode)}
            formatLocale={store.realLocaleISOCode}
            className="hidden w-64 md:block"
          />
        </div>
        <a href={homeOf(store)} aria-label={t('home')} className="justify-self-center">
          <Logo />
        </a>
        <nav aria-label={t('account')} className="flex items-center justify-end gap-0.5">
          <a
            href={href(store, '/customer/account')}
            className={`${iconLink} hidden md:flex`}
            aria-label={t('account')}
          >
            <Icon name="user" className="size-6" />
          </a>
          {/* Only the two counts' strings travel with every cached page, not the bag's or the wishlist's. */}
          <NextIntlClientProvider
            messages={{ bag: { mini: messages.bag?.mini }, wishlist: { header: messages.wishlist?.header } }}
          >
            <WishlistLink
              href={href(store, '/customer/account/wishlist')}
              store={store.localeISOCode}
              className={iconLink}
            />
            <MiniBag href={href(store, '/checkout/cart')} store={store.localeISOCode} className={iconLink} />
          </NextIntlClientProvider>
        </nav>
      </div>
      <nav aria-label={t('mainNav')} className="hidden border-t border-black/5 md:block">
        <DesktopMenu entries={entries} />
      </nav>
    </header>
  );
}
