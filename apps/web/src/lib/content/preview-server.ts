import 'server-only';
import { normaliseBannerFile, presentMenu, type BannerFile, type MenuItem } from '@vitrine/client';
import { COOKIE_NAMES, type LocaleConfig } from '@vitrine/config';
import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import { contentServices } from './api';
import { decodePreview, encodePreview, type PreviewParams } from './preview';

/** The service's echo of what was previewed (decision 0010, `Preview`). */
export interface PreviewInfo {
  Store: string;
  Region: string;
  Device: string;
  TimeZone: string;
  At: string;
}

export interface PreviewShell {
  info: PreviewInfo;
  /** menu/preview, presented (§3.4); empty when the region has no menu (the header falls back). */
  menu: MenuItem[];
  /** banner/preview: exactly the banners that device sees at that instant, drafts included. */
  listingBanners: BannerFile;
}

export type PreviewAnswer = { ok: true; shell: PreviewShell } | { ok: false; status: number };

const PREVIEW_TIMEOUT_MS = 10_000;

/**
 * Calls the staff-only preview endpoints (§7.6) with the visitor's own session, so the service's
 * role check is the only gate: a visitor who is not (or no longer) staff gets a 401/403 and no
 * preview. The service token is not sent: it opens public reads, not previews.
 */
export async function fetchPreview(
  params: PreviewParams,
  accessToken: string,
  locale: string,
): Promise<PreviewAnswer> {
  // The content services' transport: in process for this process's own API, whose wait the
  // timeout bounds all the same (decision 0059).
  const { config, fetch: send } = contentServices();
  const query = encodePreview(params);
  const get = async (path: string) => {
    const response = await send(`${config.baseUrl}/v1/${path}?${query}`, {
      headers: { authorization: `Bearer ${accessToken}`, locale: locale.replace('-', '_') },
      cache: 'no-store',
      signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
    });
    return { status: response.status, body: response.ok ? ((await response.json()) as unknown) : null };
  };
  const [banners, menu] = await Promise.all([get('banner/preview'), get('menu/preview')]);
  if (banners.status !== 200) return { ok: false, status: banners.status };
  const raw = banners.body as { Preview?: PreviewInfo };
  if (!raw.Preview) return { ok: false, status: 502 };
  return {
    ok: true,
    shell: {
      info: raw.Preview,
      // A region without a draft menu answers 404: the header then shows the catalogue, as for shoppers.
      menu: menu.status === 200 ? presentMenu(menu.body, config) : [],
      listingBanners: normaliseBannerFile(banners.body, { mediaHost: config.mediaHost }),
    },
  };
}

/**
 * The preview of this request, or null. Asked by the store layout and listing pages on every
 * render: on a normal (cached) render draft mode is off and nothing else is read, so the page stays
 * static; with Next's draft-mode cookie (set only by /content-preview for staff) the page is
 * rendered per request and never cached, and the §9 preview flag cookie says what to preview.
 */
export const previewShell = cache(async (store: LocaleConfig): Promise<PreviewShell | null> => {
  if (!(await draftMode()).isEnabled) return null;
  const jar = await cookies();
  const params = decodePreview(jar.get(COOKIE_NAMES.bannerPreview)?.value);
  const token = jar.get(COOKIE_NAMES.jwt)?.value;
  if (!params || !token) return null;
  try {
    const answer = await fetchPreview(params, token, store.localeISOCode);
    return answer.ok ? answer.shell : null;
  } catch {
    // The preview is a staff tool: if it fails, staff see the shoppers' page rather than an error.
    return null;
  }
});
