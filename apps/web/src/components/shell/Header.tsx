import type { MenuItem } from '@vitrine/client';
import { toHeaderLocale, type LocaleConfig } from '@vitrine/config';
import type { MenuCategory } from '@vitrine/commerce/catalog';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { MiniBag } from '@/components/bag/MiniBag';
import { WishlistLink } from '@/components/wishlist/WishlistLink';
import { storeLink } from '@/lib/content/links';
import { catalogPrefix, homeOf, href } from '@/lib/store';
import { SearchBox } from './SearchBox';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { StoreSwitcher } from './StoreSwitcher';

/** One entry of the main navigation, from the content menu (§3.4) or the catalogue. */
interface NavEntry {
  key: string;
  title: string;
  href: string;
  color: string | null;
  rel: string | undefined;
  columns: { name: string; href: string; rel: string | undefined }[][];
  image: string | undefined;
}

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
      <p className="bg-[var(--ink)] px-4 py-2 text-center text-[10px] uppercase tracking-[0.14em] text-white md:text-[11px] md:tracking-[0.2em]">
        {t('promo')}
      </p>
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
              <ul className="divide-y divide-black/10">
                {entries.map((item) => (
                  <li key={item.key}>
                    {item.columns.length > 0 ? (
                      <details className="group/sub">
                        <summary
                          className="flex cursor-pointer list-none items-center justify-between py-4 font-display text-xl"
                          style={item.color ? { color: item.color } : undefined}
                        >
                          {item.title}
                          <span
                            aria-hidden="true"
                            className="text-base transition-transform group-open/sub:rotate-45"
                          >
                            +
                          </span>
                        </summary>
                        <ul className="space-y-3 pb-5 ps-1 text-sm">
                          <li>
                            <a href={item.href} rel={item.rel} className="font-semibold">
                              {item.title}
                            </a>
                          </li>
                          {item.columns.flat().map((l, i) => (
                            <li key={i}>
                              <a href={l.href} rel={l.rel} className="text-neutral-700">
                                {l.name}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <a
                        href={item.href}
                        rel={item.rel}
                        className="block py-4 font-display text-xl"
                        style={item.color ? { color: item.color } : undefined}
                      >
                        {item.title}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
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
        <ul className="relative mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 px-6 text-[13px] uppercase tracking-[0.14em]">
          {entries.map((item) => (
            <li key={item.key} className="group">
              <a
                href={item.href}
                rel={item.rel}
                className="inline-block border-b border-transparent py-3 hover:border-black group-focus-within:border-black"
                style={item.color ? { color: item.color } : undefined}
              >
                {item.title}
              </a>
              {item.columns.length > 0 ? (
                // Opens on hover and while a link inside has keyboard focus; no script needed.
                <div className="invisible absolute inset-x-0 top-full z-40 border-y border-black/10 bg-[var(--paper)] opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  <div className="mx-auto flex max-w-7xl gap-12 px-6 py-8 normal-case tracking-normal">
                    {item.columns.map((column, c) => (
                      <ul key={c} className="min-w-40 space-y-2.5 text-sm">
                        {column.map((l, i) => (
                          <li key={i}>
                            <a
                              href={l.href}
                              rel={l.rel}
                              className="text-neutral-700 hover:text-black hover:underline"
                            >
                              {l.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ))}
                    {item.image ? (
                      // Editorial picture of the menu (§3.4 media), on the CDN (§3.5).
                      <img
                        src={item.image}
                        alt=""
                        loading="lazy"
                        className="ms-auto h-56 w-44 object-cover"
                      />
                    ) : null}
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
