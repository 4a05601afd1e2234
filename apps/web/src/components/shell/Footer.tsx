import type { FooterLink, PresentedFooter } from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { RichText } from '@/components/content/RichText';
import { storeLink } from '@/lib/content/links';
import { href } from '@/lib/store';
import { Logo } from './Logo';
import { StoreSwitcher } from './StoreSwitcher';

// Logo plus one column per section, at most five across (literal classes, for Tailwind's scanner).
const LG_COLUMNS: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
};

/** A footer link: site paths go to the shopper's store (§2.1); a new tab never gets a handle on us. */
function FooterAnchor({ link, store }: { link: FooterLink; store: LocaleConfig }) {
  if (!link.href || !link.label) return null;
  const newTab = link.target === '_blank';
  const rel = [link.rel, newTab ? 'noopener noreferrer' : null].filter(Boolean).join(' ') || undefined;
  return (
    <a
      href={storeLink(link.href, (path) => href(store, path))}
      target={link.target ?? undefined}
      rel={rel}
      className="hover:text-black hover:underline"
    >
      {link.label}
    </a>
  );
}

/**
 * §3.1 footer from the content service: the sections marked showInFooter, each with its title
 * (linked when the section has a link), its rich-text block (sanitised, §3.8) and its links. With
 * no footer (§8: the read failed, or nothing is published) only the legal line and the store
 * switcher remain.
 */
export async function Footer({ store, footer }: { store: LocaleConfig; footer: PresentedFooter }) {
  const t = await getTranslations('footer');
  const sections = footer.sections.filter((s) => s.showInFooter);
  return (
    <footer className="mt-24 border-t border-black/10 bg-[var(--stone)]">
      {sections.length > 0 ? (
        <div
          className={`mx-auto grid max-w-7xl gap-12 px-6 py-16 sm:grid-cols-2 ${LG_COLUMNS[Math.min(sections.length + 1, 5)]}`}
        >
          <div className="max-w-sm">
            <Logo />
          </div>
          {sections.map((section) => {
            const id = `footer-${section.id}`;
            return (
              <nav key={section.id} aria-labelledby={id}>
                {section.label ? (
                  <p className="mb-2 text-[11px] uppercase tracking-[0.2em] text-neutral-500">
                    {section.label}
                  </p>
                ) : null}
                <h2 id={id} className="text-[11px] font-semibold uppercase tracking-[0.2em]">
                  {section.link ? (
                    <a
                      href={storeLink(section.link, (path) => href(store, path))}
                      className="hover:underline"
                    >
                      {section.title}
                    </a>
                  ) : (
                    section.title
                  )}
                </h2>
                {section.contentBlock ? (
                  <RichText safeHtml={section.contentBlock} store={store} size="small" className="mt-4" />
                ) : null}
                {section.links.length > 0 ? (
                  <ul className="mt-5 space-y-3 text-sm text-neutral-700">
                    {section.links.map((link) => (
                      <li key={link.id}>
                        <FooterAnchor link={link} store={store} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </nav>
            );
          })}
        </div>
      ) : null}
      <div className="border-t border-black/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-6 py-6 text-xs text-neutral-600 md:flex-row">
          <p>{t('rights', { year: new Date().getFullYear() })}</p>
          {/* §4.4: in every store, whatever the footer content says. */}
          <CookieSettingsButton />
          <div className="flex items-center gap-2">
            <span>{t('storeLabel')}:</span>
            <StoreSwitcher store={store} opens="up" />
          </div>
        </div>
      </div>
    </footer>
  );
}
