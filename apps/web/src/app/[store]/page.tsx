import { HOMEPAGE_WIDGET_SIZE, type LocaleConfig } from '@vitrine/config';
import {
  type HomeWidget,
  type MenuCategory,
  type ProductCard as Card,
  catalogue,
} from '@/lib/data/catalogue';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/shell/Icon';
import { MediaImage, srcSet } from '@/components/product/MediaImage';
import { ProductCard, productCardText } from '@/components/product/ProductCard';
import { StoreChrome } from '@/components/shell/StoreChrome';
import { homeHero } from '@/lib/content/home';
import { shellChrome } from '@/lib/content/shell';
import { reportingOutcome } from '@/lib/page-outcome';
import { everyStoreAlternates, href, storeFromParams } from '@/lib/store';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const WIDGETS: { key: HomeWidget; title: 'newArrivals' | 'trending' | 'bestsellers'; link: string }[] = [
  { key: 'newArrivals', title: 'newArrivals', link: '/new-in.html' },
  { key: 'trending', title: 'trending', link: '/clothing.html' },
  { key: 'bestsellers', title: 'bestsellers', link: '/clothing/dresses.html' },
];

/**
 * Each store's home names the others' homes as its alternates. Only pages that exist in every
 * store say so (this one, categories, products, content pages, the marketplace); a search or an
 * account page names none, where it used to inherit the homes from the layout.
 */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ store: string }>;
}): Promise<Metadata> {
  const store = await storeFromParams(params);
  return {
    alternates: {
      canonical: href(store, '/'),
      languages: everyStoreAlternates('/'),
    },
  };
}

export default function HomePage({ params }: { params: Promise<{ store: string }> }) {
  return reportingOutcome(() => homePage(params));
}

async function homePage(params: Promise<{ store: string }>) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('home');
  const cardText = await productCardText();
  const service = catalogue().home;
  // §8: each piece loads on its own; one failing widget leaves the rest of the page standing.
  // §2.3: the home page, not the shell, loads menu, footer and banner, beside its own data.
  const [chrome, menu, ...rows] = await Promise.all([
    shellChrome(store),
    service.menu(store.language).catch(() => [] as MenuCategory[]),
    ...WIDGETS.map((w) => service.homeWidget(w.key, store, HOMEPAGE_WIDGET_SIZE).catch(() => [] as Card[])),
  ]);

  return (
    <StoreChrome store={store} chrome={chrome}>
      <Hero store={store} />
      <section aria-labelledby="categories" className="mx-auto max-w-7xl px-4 pt-16 md:px-6">
        <h2 id="categories" className="text-center font-display text-3xl md:text-4xl">
          {t('categories')}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-6">
          {menu.map((c) => (
            <li key={c.path}>
              <a href={href(store, `/${c.path}.html`)} className="group block">
                <div className="aspect-[4/5] overflow-hidden bg-[var(--stone)]">
                  <MediaImage
                    image={{ path: `site/category-${c.path}`, width: 400, height: 500 }}
                    sizes="(min-width: 1024px) 16vw, (min-width: 768px) 30vw, 46vw"
                    alt=""
                    className="size-full object-cover transition-transform duration-700 group-hover:scale-105"
                  />
                </div>
                <p className="mt-3 text-center text-xs font-medium uppercase tracking-[0.18em]">{c.name}</p>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {WIDGETS.map((w, i) =>
        rows[i] && rows[i].length > 0 ? (
          <section
            key={w.key}
            aria-labelledby={`widget-${w.key}`}
            className="mx-auto max-w-7xl px-4 pt-20 md:px-6"
          >
            <div className="flex items-end justify-between gap-4 border-b border-black/10 pb-4">
              <h2 id={`widget-${w.key}`} className="font-display text-2xl md:text-3xl">
                {t(w.title)}
              </h2>
              <a
                href={href(store, w.link)}
                className="flex items-center gap-2 text-xs font-medium uppercase tracking-[0.16em] hover:underline"
              >
                {t('viewAll')}
                <span className="sr-only">: {t(w.title)}</span>
                <Icon name="arrow" className="size-4" />
              </a>
            </div>
            <div className="mt-6 grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-5 lg:grid-cols-6">
              {rows[i].map((p) => (
                <ProductCard key={p.sku} product={p} store={store} text={cardText} />
              ))}
            </div>
          </section>
        ) : null,
      )}
    </StoreChrome>
  );
}

async function Hero({ store }: { store: LocaleConfig }) {
  const t = await getTranslations('home');
  // The merchandiser's copy from the content service (issue 5), else the built-in copy.
  const hero = await homeHero(store);
  return (
    <section className="relative isolate overflow-hidden bg-[var(--ink)] md:bg-[var(--stone)]">
      <picture>
        <source media="(min-width: 768px)" srcSet={srcSet('site/hero', [800, 1600, 2400])} sizes="100vw" />
        <img
          src="/media/site/hero-mobile-800.webp"
          srcSet={srcSet('site/hero-mobile', [800])}
          sizes="100vw"
          width={800}
          height={1000}
          alt=""
          fetchPriority="high"
          className="aspect-[4/5] w-full object-cover md:aspect-[16/7]"
        />
      </picture>
      {/* The copy on its own scrim (`.hero-copy`, globals.css): over the foot of the picture on a
          phone, continuing below it; beside the picture's start edge on wider screens. */}
      <div className="hero-copy relative -mt-36 px-6 pt-24 pb-10 text-white md:absolute md:inset-y-0 md:start-0 md:mt-0 md:flex md:w-[min(100%,52rem)] md:flex-col md:justify-center md:ps-16 md:pe-80 md:pt-10">
        <p className="text-[11px] font-medium uppercase tracking-[0.3em]">{t('heroEyebrow')}</p>
        <h1 className="mt-3 font-display text-4xl leading-tight md:text-6xl">
          {hero?.title ?? t('heroTitle')}
        </h1>
        <p className="mt-4 max-w-md text-sm leading-relaxed text-white/90 md:text-base">
          {hero?.text ?? t('heroText')}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={hero?.link ?? href(store, '/new-in.html')}
            className="bg-white px-7 py-3 text-xs font-semibold uppercase tracking-[0.18em] text-black hover:bg-neutral-100"
          >
            {hero?.linkLabel ?? t('shopNow')}
          </a>
          <a
            href={href(store, '/clothing/dresses.html')}
            className="border border-white px-7 py-3 text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-white/10"
          >
            {t('shopDresses')}
          </a>
        </div>
      </div>
    </section>
  );
}
