import { isBannerVisibleWithin, type Banner, type BannerFile } from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { BANNER_LOOKAHEAD_MS } from '@/lib/content/clock';
import { storeLink } from '@/lib/content/links';
import { href } from '@/lib/store';
import { ScheduledBanners } from './ScheduledBanners';

/**
 * What a cached page carries (§4.3, decision 0011): banners some device shows now, or that start
 * before the page can expire. The browser then judges each one with its own clock; an upcoming
 * sale weeks away stays out of the HTML, where anyone could read it early.
 */
function shipped(banner: Banner, now: number): boolean {
  return (['desktop', 'mobile'] as const).some((device) =>
    isBannerVisibleWithin(banner, device, now, now + BANNER_LOOKAHEAD_MS),
  );
}

function BannerBody({ store, banner }: { store: LocaleConfig; banner: Banner }) {
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
            <p className="mt-2 max-w-xl text-xs uppercase tracking-[0.18em] md:text-sm">{banner.Text}</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
  const frame = `relative block overflow-hidden ${mobile ? '' : 'bg-[var(--stone)]'}`;
  return link ? (
    <a href={link} className={frame}>
      {body}
    </a>
  ) : (
    <div className={frame}>{body}</div>
  );
}

/**
 * §3.5 listing banners above a category listing. `now` is the render instant; in a preview the
 * file is already what the chosen device sees at the chosen time (§5), so every banner shows.
 */
export async function ListingBanner({
  store,
  file,
  now,
  preview = false,
}: {
  store: LocaleConfig;
  file: BannerFile;
  now: number;
  preview?: boolean;
}) {
  const banners = preview ? file.Banners : file.Banners.filter((b) => shipped(b, now));
  if (banners.length === 0) return null;
  const t = await getTranslations('content');
  return (
    <ScheduledBanners
      label={t('promotions')}
      renderedAt={now}
      banners={banners.map((banner) => ({
        id: banner.BannerId,
        schedule: preview ? null : (banner.Schedule ?? null),
        content: <BannerBody store={store} banner={banner} />,
      }))}
    />
  );
}
