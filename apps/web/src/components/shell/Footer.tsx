import { isPageAvailable, type LocaleConfig, type PageKey } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/store';
import { Logo } from './Logo';
import { StoreSwitcher } from './StoreSwitcher';

type FooterLink = { key: string; path: string; page?: PageKey };

/** Columns of links; pages a store does not offer (§2.2) are left out of that store's footer. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'help',
    links: [
      { key: 'faq', path: '/faq' },
      { key: 'trackOrder', path: '/customer/track-order' },
      { key: 'sizeGuide', path: '/size-guide' },
    ],
  },
  {
    title: 'about',
    links: [
      { key: 'royalty', path: '/royalty', page: 'royalty' },
      { key: 'giftcards', path: '/giftcards', page: 'giftcards' },
      { key: 'referAFriend', path: '/customer/account/raf', page: 'referAFriend' },
    ],
  },
  {
    title: 'legal',
    links: [
      { key: 'terms', path: '/terms' },
      { key: 'privacy', path: '/privacy-policy' },
    ],
  },
];

export async function Footer({ store }: { store: LocaleConfig }) {
  const t = await getTranslations('footer');
  return (
    <footer className="mt-24 border-t border-black/10 bg-[var(--stone)]">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-6 font-display text-xl">{t('newsletterTitle')}</p>
          <p className="mt-2 text-sm leading-relaxed text-neutral-600">{t('newsletterText')}</p>
        </div>
        {COLUMNS.map((column) => {
          const links = column.links.filter((l) => !l.page || isPageAvailable(l.page, store.localeISOCode));
          if (links.length === 0) return null;
          return (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2
                id={`footer-${column.title}`}
                className="text-[11px] font-semibold uppercase tracking-[0.2em]"
              >
                {t(column.title)}
              </h2>
              <ul className="mt-5 space-y-3 text-sm text-neutral-700">
                {links.map((l) => (
                  <li key={l.key}>
                    <a href={href(store, l.path)} className="hover:text-black hover:underline">
                      {t(l.key)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <div className="border-t border-black/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-6 py-6 text-xs text-neutral-600 md:flex-row">
          <p>{t('rights', { year: new Date().getFullYear() })}</p>
          <div className="flex items-center gap-2">
            <span>{t('storeLabel')}:</span>
            <StoreSwitcher store={store} opens="up" />
          </div>
        </div>
      </div>
    </footer>
  );
}
