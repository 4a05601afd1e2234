import { isBannerVisible, type Banner, type BannerFile } from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { storeLink } from '@/lib/content/links';
import { href } from '@/lib/store';

/**
 * Which devices see a banner now (§4.3). A cached page cannot know the shopper's device (decision
 * 0003: no user agent), so both variants are rendered and CSS shows the one for the screen.
 */
function visibility(banner: Banner, now: number): string | null {
  const desktop = isBannerVisible(banner, 'desktop', now);
  const mobile = isBannerVisible(banner, 'mobile', now);
  if (desktop && mobile) return '';
  if (desktop) return 'hidden md:block';
  if (mobile) return 'md:hidden';
  return null;
}

/** §3.5 listing banners above a category listing, filtered by §4.3 at `now`. */
export async function ListingBanner({
  store,
  file,
  now,
}: {
  store: LocaleConfig;
  file: BannerFile;
  now: number;
}) {
  const shown = file.Banners.flatMap((banner) => {
    const classes = visibility(banner, now);
    return classes === null ? [] : [{ banner, classes }];
  });
  if (shown.length === 0) return null;
  const t = await getTranslations('content');
  return (
    <section aria-label={t('promotions')} className="mx-auto max-w-7xl space-y-3 px-4 pt-6 md:px-6">
      {shown.map(({ banner, classes }) => {
        const desktop = banner.Media?.Desktop?.[0]?.Url;
        const mobile = banner.Media?.Mobile?.[0]?.Url ?? desktop;
        const link = banner.Link ? storeLink(banner.Link, (path) => href(store, path)) : undefined;
        const body = (
          <>
            {mobile ? (
              <picture>
                {desktop ? <source media="(min-width: 768px)" srcSet={desktop} /> : null}
                <img src={mobile} alt="" className="h-44 w-full object-cover md:h-56" />
              </picture>
            ) : null}
            {banner.Title || banner.Text ? (
              <div
                className={
                  mobile
                    ? 'absolute inset-0 flex flex-col items-center justify-center bg-black/25 px-6 text-center text-white'
                    : 'flex flex-col items-center px-6 py-8 text-center'
                }
              >
                {banner.Title ? <p className="font-display text-2xl md:text-4xl">{banner.Title}</p> : null}
                {banner.Text ? (
                  <p className="mt-2 max-w-xl text-xs uppercase tracking-[0.18em] md:text-sm">
                    {banner.Text}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        );
        const frame = `relative block overflow-hidden ${mobile ? '' : 'bg-[var(--stone)]'} ${classes}`;
        return link ? (
          <a key={banner.BannerId} href={link} className={frame} data-banner-id={banner.BannerId}>
            {body}
          </a>
        ) : (
          <div key={banner.BannerId} className={frame} data-banner-id={banner.BannerId}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
