import {
  EMPTY_BANNER_FILE,
  EMPTY_FOOTER,
  presentMenu,
  type BannerFile,
  type ContentFetcher,
  type FooterReader,
  type MenuItem,
  type PresentedFooter,
} from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';
import { bannerPath, menuPath, type ContentApiConfig } from './config';

export interface ShellData {
  /** §3.4 presented menu; empty when the menu failed (the header then shows catalogue categories). */
  menu: MenuItem[];
  /** §3.1; EMPTY_FOOTER when the footer failed (§8). */
  footer: PresentedFooter;
  /** §3.5 listing banners of the store's region, schedules normalised; §4.3 is applied at render. */
  listingBanners: BannerFile;
}

export const EMPTY_SHELL_DATA: ShellData = Object.freeze({
  menu: [],
  footer: EMPTY_FOOTER,
  listingBanners: EMPTY_BANNER_FILE,
});

export interface ShellDeps {
  config: Pick<ContentApiConfig, 'mediaHost' | 'rewriteHost'>;
  content: ContentFetcher;
  footer: FooterReader;
  now?: () => number;
  /** How long a loaded menu and banner file are reused (the footer has its own 15 minutes, §9). */
  ttlMs?: number;
  /**
   * Development/test fault switches (POST /dev/faults): true makes this piece of this store's shell
   * fail. Asked on every load, before the caches, so switching one on bites at once.
   */
  fault?: (piece: 'menu' | 'footer', locale: string) => boolean;
}

/**
 * Menu and banner files are reused for a minute: cached (ISR) pages load them once per refresh
 * anyway, but per-request pages (account, marketplace) would otherwise call the service on every
 * view. Short, so a published change or a schedule edit shows within a minute plus the page cache.
 * Only successes are kept: a failure is retried on the next render.
 */
export const SHELL_TTL_MS = 60_000;

function ttlCache<T>(now: () => number, ttlMs: number) {
  const entries = new Map<string, { value: T; expires: number }>();
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = await load();
    entries.set(key, { value, expires: now() + ttlMs });
    return value;
  };
}

/**
 * §2.3 / §8: menu, footer and listing banner load side by side and each on its own: a failing
 * piece leaves only that piece empty. The loader never rejects.
 */
export function createShellLoader(deps: ShellDeps): (store: LocaleConfig) => Promise<ShellData> {
  const now = deps.now ?? Date.now;
  const ttl = deps.ttlMs ?? SHELL_TTL_MS;
  const menus = ttlCache<MenuItem[]>(now, ttl);
  const banners = ttlCache<BannerFile>(now, ttl);

  return async (store) => {
    const locale = store.localeISOCode;
    // §7.7 files are per region (bmsStoreCode); the locale header is still sent (§5).
    const region = store.bmsStoreCode;
    const [menu, footer, listing] = await Promise.allSettled([
      deps.fault?.('menu', locale)
        ? Promise.reject(new Error('menu fault switched on (/dev/faults)'))
        : menus(`${region}|${locale}`, async () =>
            presentMenu(
              await deps.content.fetchContent(menuPath(region), { headers: { locale } }),
              deps.config,
            ),
          ),
      deps.fault?.('footer', locale)
        ? Promise.reject(new Error('footer fault switched on (/dev/faults)'))
        : deps.footer.read(locale),
      banners(`${region}|${locale}`, async () => {
        const file = await deps.content.fetchScheduledBanners(bannerPath(region, 'listing'), {
          headers: { locale },
          mediaHost: deps.config.mediaHost,
        });
        // The variant swallows failures as an empty file: do not keep that for a minute.
        if (file.Banners.length === 0) throw new Error('empty banner file');
        return file;
      }),
    ]);
    return {
      menu: menu.status === 'fulfilled' ? menu.value : [],
      footer: footer.status === 'fulfilled' ? footer.value : EMPTY_FOOTER,
      listingBanners: listing.status === 'fulfilled' ? listing.value : EMPTY_BANNER_FILE,
    };
  };
}
