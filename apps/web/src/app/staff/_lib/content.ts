import 'server-only';
import { findLocale, LOCALES, type LocaleCode } from '@vitrine/config';
import {
  BANNER_TYPES,
  CONTENT_KINDS,
  REGIONS,
  storeOfRegion,
  type BannerType,
  type ContentKind,
  type EntryStatus,
} from '@/lib/data/content';
import { PREVIEW_START_PATH } from '@/lib/content/preview';
import { href } from '@/lib/store';

export const STAFF_HOME = '/staff/content';

/** Kinds stored once for every store (decision 0010): no locale in their address. */
export const UNLOCALISED: readonly ContentKind[] = ['menu', 'robot'];

export const KIND_LABELS: Record<ContentKind, string> = {
  footer: 'Footer',
  single: 'Page or setting',
  page: 'Page',
  faq: 'FAQ page',
  menu: 'Menu',
  robot: 'robots.txt',
};

export interface EntryAddress {
  kind: ContentKind;
  key: string;
  locale: LocaleCode | undefined;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,119}$/i;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/** The entry a URL names, or undefined (the page answers 404): kind, key and, when localised, a store. */
export function entryAddressOf(
  query: Record<string, string | string[] | undefined>,
): EntryAddress | undefined {
  const kind = one(query.kind) as ContentKind | undefined;
  const key = one(query.key);
  if (!kind || !CONTENT_KINDS.includes(kind) || !key || !KEY.test(key)) return undefined;
  if (UNLOCALISED.includes(kind)) return { kind, key, locale: undefined };
  const locale = findLocale(one(query.locale) ?? '')?.localeISOCode;
  return locale ? { kind, key, locale } : undefined;
}

export const entryQuery = (a: EntryAddress) =>
  new URLSearchParams({ kind: a.kind, key: a.key, ...(a.locale ? { locale: a.locale } : {}) }).toString();
export const entryHref = (a: EntryAddress) => `${STAFF_HOME}/entry?${entryQuery(a)}`;
export const entryApiPath = (a: EntryAddress, action = '') =>
  `/content/entries/${a.kind}/${encodeURIComponent(a.key)}${action}${a.locale ? `?locale=${a.locale}` : ''}`;

export interface BannerAddress {
  region: string;
  type: BannerType;
  bannerId: string;
}

const BANNER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function bannerAddressOf(
  query: Record<string, string | string[] | undefined>,
): BannerAddress | undefined {
  const region = one(query.region)?.toUpperCase();
  const type = one(query.type) as BannerType | undefined;
  const bannerId = one(query.id)?.toLowerCase();
  if (!region || !REGIONS.includes(region) || !type || !BANNER_TYPES.includes(type)) return undefined;
  if (!bannerId || bannerId.length > 120 || !BANNER_ID.test(bannerId)) return undefined;
  return { region, type, bannerId };
}

export const bannerHref = (a: BannerAddress) =>
  `${STAFF_HOME}/banner?${new URLSearchParams({ region: a.region, type: a.type, id: a.bannerId })}`;
export const bannerApiPath = (a: BannerAddress, action = '') =>
  `/content/banners/${a.region}/${a.type}/${a.bannerId}${action}`;

/** What a state means to a merchandiser. */
export function statusText(status: EntryStatus | undefined): string {
  switch (status) {
    case 'draft':
      return 'Draft, never published';
    case 'published':
      return 'Published';
    case 'changed':
      return 'Published, draft has changes';
    case 'scheduled':
      return 'Publication booked';
    default:
      return 'New, not saved yet';
  }
}

export function when(iso: string | null | undefined, timeZone = 'UTC'): string {
  if (!iso) return '—';
  // dateStyle cannot be combined with timeZoneName: the zone is said after.
  const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return `${time.format(new Date(iso))} (${timeZone})`;
}

/** Where a single entry shows in the store (§2.1 paths; fr-FR's French ones come from href). */
const SINGLE_PATHS: Record<string, string> = {
  homepage: '/',
  'terms-page': '/terms',
  'privacy-policy-page': '/privacy-policy',
  'royalty-page': '/royalty',
  'gift-card-page': '/giftcards',
  'faq-landing-page': '/faq',
  'size-guide-page': '/size-guide',
  'account-balance': '/customer/credit',
};

/** A listing page, where listing banners and the PLP filter settings show. */
const LISTING_PATH = '/shop-by/bottoms.html';

/**
 * §5 preview: /content-preview turns preview on for a staff session (drafts of banners and menus,
 * at a time and on a device) and opens the store page; the staff screen links to the page the
 * entry or banner shows on.
 */
export function previewHref(
  store: LocaleCode,
  path: string,
  params: { Store: string; Device?: string },
): string {
  const query = new URLSearchParams({
    Store: params.Store,
    Device: params.Device ?? 'desktop',
    to: href(store, path),
  });
  return `${PREVIEW_START_PATH}?${query}`;
}

export function entryPreview(a: EntryAddress): string {
  const locale = a.locale ?? (a.kind === 'menu' ? storeOfRegion(a.key)?.localeISOCode : undefined) ?? 'en-GB';
  const store = findLocale(locale)!;
  let path = '/';
  if (a.kind === 'single')
    path = a.key === 'plp-filters-setting' ? LISTING_PATH : (SINGLE_PATHS[a.key] ?? '/');
  if (a.kind === 'faq') path = '/faq';
  return previewHref(store.localeISOCode, path, { Store: store.bmsStoreCode });
}

export function bannerPreview(a: BannerAddress): string {
  const store = storeOfRegion(a.region)!;
  return previewHref(store.localeISOCode, a.type === 'home' ? '/' : LISTING_PATH, { Store: a.region });
}

export const STORES = LOCALES.map((l) => ({ code: l.localeISOCode, name: `${l.localeISOCode}` }));
export const REGION_LIST = REGIONS;
export const timeZoneOf = (a: EntryAddress): string =>
  (a.locale
    ? findLocale(a.locale)?.timezone
    : a.kind === 'menu'
      ? storeOfRegion(a.key)?.timezone
      : undefined) ?? 'UTC';

const DEVICES = ['desktop', 'mobile', 'app'] as const;
type Window = { StartDate?: string; EndDate?: string } | null;

/**
 * §3.5 Schedule with one window on every device from the From/Until fields (wall clock in the
 * region's zone, which the service reads as such), or null (always shown) when both are empty.
 */
export function uniformSchedule(start: string, end: string): Record<string, Window[]> | null {
  const window = {
    ...(start.trim() ? { StartDate: start.trim() } : {}),
    ...(end.trim() ? { EndDate: end.trim() } : {}),
  };
  if (!window.StartDate && !window.EndDate) return null;
  return Object.fromEntries(DEVICES.map((d) => [d, [window]]));
}

/** An instant as the `datetime-local` value of the wall clock in `timeZone`. */
export function wallClock(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The From/Until of a banner shown in the same single window on every device (or always), for
 * the fields; undefined when its Schedule is anything else (it stays in the JSON then).
 */
export function scheduleFields(
  draft: Record<string, unknown>,
  timeZone: string,
): { start: string; end: string } | undefined {
  const schedule = draft.Schedule as Record<string, Window[] | null | undefined> | null | undefined;
  if (!schedule) return { start: '', end: '' };
  const windows = DEVICES.map((d) => schedule[d]);
  const first = windows[0];
  if (!first || first.length !== 1 || !first[0]) return undefined;
  if (!windows.every((w) => JSON.stringify(w) === JSON.stringify(first))) return undefined;
  if (Object.keys(schedule).some((k) => !(DEVICES as readonly string[]).includes(k))) return undefined;
  return { start: wallClock(first[0].StartDate, timeZone), end: wallClock(first[0].EndDate, timeZone) };
}
