import { toHeaderLocale, type LocaleConfig } from '@vitrine/config';
import type { MenuCategory } from '@vitrine/commerce/catalog';
import { getTranslations } from 'next-intl/server';
import { catalogPrefix, homeOf, href } from '@/lib/store';
import { SearchBox } from './SearchBox';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { StoreSwitcher } from './StoreSwitcher';

/**
 * §2.3 header: logo, menu (catalogue categories until content menus land), store switcher with
 * flags, search box, account, wishlist and bag. No client JavaScript: the mobile menu is a
 * <details> disclosure and search is a plain GET form to the search results route (§2.1).
 */
export async function Header({ store, menu }: { store: LocaleConfig; menu: MenuCategory[] }) {
  const t = await getTranslations('shell');
  const searchAction = href(store, '/catalogsearch/result');
  const iconLink = 'flex items-center gap-1.5 rounded-full p-2 hover:bg-black/5';
  return (
    <header className="border-b border-black/10 bg-[var(--paper)]">
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
                {menu.map((item) => (
                  <li key={item.path}>
                    <a href={href(store, `/${item.path}.html`)} className="block py-4 font-display text-xl">
                      {item.name}
                    </a>
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
          <a href={href(store, '/customer/account/wishlist')} className={iconLink} aria-label={t('wishlist')}>
            <Icon name="heart" className="size-6" />
          </a>
          <a href={href(store, '/checkout/cart')} className={iconLink} aria-label={t('bag')}>
            <Icon name="bag" className="size-6" />
          </a>
        </nav>
      </div>
      <nav aria-label={t('mainNav')} className="hidden border-t border-black/5 md:block">
        <ul className="mx-auto flex max-w-7xl justify-center gap-8 px-6 py-3 text-[13px] uppercase tracking-[0.14em]">
          {menu.map((item) => (
            <li key={item.path}>
              <a
                href={href(store, `/${item.path}.html`)}
                className="border-b border-transparent pb-1 hover:border-black"
              >
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
