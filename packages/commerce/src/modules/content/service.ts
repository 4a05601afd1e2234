import {
  BANNER_PREVIEW_REGIONS,
  findLocale,
  isPathAvailable,
  LOCALES,
  localeFromHeader,
  type LocaleCode,
} from '@vitrine/config';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import {
  entrySchema,
  kindIsLocalised,
  MENU_REGIONS,
  REGIONS,
  bannerData,
  scheduleData,
  singleAvailableIn,
  storeOfRegion,
  type WriteContext,
} from './model.ts';
import { bannerChange, entryChange, notifyContentChange } from './changes.ts';
import { mapMediaUrls, prefixMediaHost } from './rich-text.ts';
import { ANY_LOCALE, contentBanners, contentEntries, type BannerType, type ContentKind } from './schema.ts';
import { scheduledVisible, type Device, type Schedule } from './time.ts';

// The content service of decision 0010. Shopper reads see published data only; staff reads and
// previews see drafts. The web app may call these functions in process; the HTTP routes
// (routes.ts) are thin wrappers that add the wire envelopes.

type Json = Record<string, unknown>;
type EntryRow = typeof contentEntries.$inferSelect;
type BannerRow = typeof contentBanners.$inferSelect;

/**
 * §3.5 content-media CDN host, read per call so operators and tests can change it; env.ts
 * validates it at start-up.
 */
export const contentMediaHost = (): string | undefined => process.env.CONTENT_MEDIA_HOST || undefined;

const withMediaHost = <T>(data: T): T => {
  const host = contentMediaHost();
  return host ? mapMediaUrls(data, (url) => prefixMediaHost(url, host)) : data;
};

// ---------------------------------------------------------------------------------------------
// Shopper reads

/** Published content of one entry, flat (§7.9 single-entry shape without the envelope). */
export interface ContentEntry {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  locale: string;
  [field: string]: unknown;
}

/** What shoppers see of a row at `now`: a due scheduled publication, else the published data. */
function live(row: EntryRow, now: Date): { data: Json; publishedAt: Date } | undefined {
  if (
    row.scheduled &&
    row.scheduledAt &&
    row.scheduledAt <= now &&
    (!row.publishedAt || !row.published || row.scheduledAt >= row.publishedAt)
  )
    return { data: row.scheduled, publishedAt: row.scheduledAt };
  if (row.published && row.publishedAt) return { data: row.published, publishedAt: row.publishedAt };
  return undefined;
}

function toEntry(row: EntryRow, data: Json, publishedAt: Date, locale: string): ContentEntry {
  return {
    id: row.id,
    documentId: row.kind === 'footer' ? 'footer' : row.key,
    ...withMediaHost(data),
    createdAt: row.createdAt.toISOString(),
    // What shoppers see last changed when it was published; draft edits are nobody else's business.
    updatedAt: publishedAt.toISOString(),
    publishedAt: publishedAt.toISOString(),
    locale,
  };
}

async function entryRow(db: Executor, kind: ContentKind, key: string, locale: string) {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(
      and(eq(contentEntries.kind, kind), eq(contentEntries.key, key), eq(contentEntries.locale, locale)),
    );
  return row;
}

/** A published entry (`footer`, a §7.9 single endpoint, a page or FAQ page by slug), or undefined. */
export async function readEntry(
  db: Database,
  kind: ContentKind,
  key: string,
  locale: LocaleCode,
  now = new Date(),
): Promise<ContentEntry | undefined> {
  if (kind === 'single' && !singleAvailableIn(key, locale)) return undefined;
  const stored = kindIsLocalised(kind) ? locale : ANY_LOCALE;
  const row = await entryRow(db, kind, key, stored);
  const shown = row && live(row, now);
  return shown ? toEntry(row, shown.data, shown.publishedAt, locale) : undefined;
}

export interface FooterLink {
  id: number;
  label: string;
  href: string;
  target: string | null;
  rel: string | null;
}
export interface FooterSection {
  id: number;
  title: string;
  label: string | null;
  showInFooter: boolean;
  showInSideNav: boolean;
  link: string | null;
  contentBlock: string | null;
  links: FooterLink[];
}
export interface Footer {
  id: number;
  documentId: string;
  sections: FooterSection[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  locale: string;
}

/** §3.1 footer of a store: sections and links numbered in order (ids are stable while the order is). */
export async function readFooter(
  db: Database,
  locale: LocaleCode,
  now = new Date(),
): Promise<Footer | undefined> {
  const entry = await readEntry(db, 'footer', 'footer', locale, now);
  if (!entry) return undefined;
  let linkId = 0;
  const sections = ((entry.sections as Omit<FooterSection, 'id'>[] | undefined) ?? []).map((s, i) => ({
    id: i + 1,
    title: s.title,
    label: s.label ?? null,
    showInFooter: s.showInFooter,
    showInSideNav: s.showInSideNav,
    link: s.link ?? null,
    contentBlock: s.contentBlock ?? null,
    // §2.2: never a link to a page the store does not offer for this deployment's brand, whoever
    // wrote it (decision 0044); the seed links every store any brand offers it in.
    links: (s.links ?? [])
      .filter((l) => !l.href.startsWith('/') || isPathAvailable(l.href, locale))
      .map((l) => ({
        id: ++linkId,
        label: l.label,
        href: l.href,
        target: l.target ?? null,
        rel: l.rel ?? null,
      })),
  }));
  const { id, documentId, createdAt, updatedAt, publishedAt } = entry;
  return { id, documentId, sections, createdAt, updatedAt, publishedAt, locale };
}

/** §3.1 "data with attributes" (v1). */
export function footerWithAttributes(footer: Footer) {
  const { id, documentId: _documentId, ...attributes } = footer;
  return { data: { id, attributes }, meta: {} };
}

/** §3.1 "data flat" (v2). */
export function footerFlat(footer: Footer) {
  return { data: footer, meta: {} };
}

/** §7.9 collections (`page`, `faq`) of a store, published only; FAQ pages can be narrowed to a topic. */
export async function listEntries(
  db: Database,
  kind: 'page' | 'faq',
  locale: LocaleCode,
  options: { topic?: string; now?: Date } = {},
): Promise<ContentEntry[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.locale, locale)))
    .orderBy(asc(contentEntries.id));
  return rows.flatMap((row) => {
    const shown = live(row, now);
    if (!shown) return [];
    if (options.topic && shown.data.topic !== options.topic) return [];
    return [toEntry(row, shown.data, shown.publishedAt, locale)];
  });
}

/** §3.4 menu file shape. */
export interface MenuFile {
  Groups: { Name: string; Entries: { Name: string; Content: Json[] }[] }[];
}

const menuFile = (content: Json[], device: string = 'Desktop'): MenuFile => ({
  Groups: [{ Name: 'Main', Entries: [{ Name: device, Content: withMediaHost(content) }] }],
});

/** §7.7: the NZ menu is the AU file. */
export const menuRegionOf = (region: string) => (region === 'NZ' ? 'AU' : region);

/** §3.4/§7.7 a region's published menu file, or undefined for an unknown region or no menu. */
export async function readMenuFile(
  db: Database,
  region: string,
  now = new Date(),
): Promise<MenuFile | undefined> {
  const source = menuRegionOf(region);
  if (!MENU_REGIONS.includes(source)) return undefined;
  const row = await entryRow(db, 'menu', source, ANY_LOCALE);
  const shown = row && live(row, now);
  return shown ? menuFile((shown.data.Content as Json[]) ?? []) : undefined;
}

export interface BannerFile {
  Banners: ({ BannerId: string } & Json)[];
}

const toBanner = (row: BannerRow, data: Json): { BannerId: string } & Json => ({
  BannerId: row.bannerId,
  ...withMediaHost(data),
});

/**
 * §3.5/§7.7 a region's banner file: every published banner with its Schedule, in order. The
 * storefront applies §4.3 itself, so ended and upcoming banners are in the file too.
 */
export async function readBannerFile(
  db: Database,
  region: string,
  type: BannerType,
): Promise<BannerFile | undefined> {
  if (!REGIONS.includes(region)) return undefined;
  const rows = await db
    .select()
    .from(contentBanners)
    .where(
      and(
        eq(contentBanners.region, region),
        eq(contentBanners.type, type),
        isNotNull(contentBanners.published),
      ),
    )
    .orderBy(asc(contentBanners.position), asc(contentBanners.id));
  return { Banners: rows.map((row) => toBanner(row, row.published!)) };
}

// ---------------------------------------------------------------------------------------------
// Preview (§5, §7.6)

export interface PreviewStore {
  /** The Store parameter as understood (UK, US_CENTRAL, AE_AR...). */
  code: string;
  /** The banner file region (bmsStoreCode): US for every US variant. */
  region: string;
  timeZone: string;
}

/**
 * §3.2 banner preview regions (UK, US, US_CENTRAL...), any store's bmsStoreCode (EU, IL, AE_AR) or
 * a store locale (en-US, en_US). The US variants share the US file and differ only by time zone:
 * a Chicago shopper is `US_CENTRAL`.
 */
export function previewStore(value: string): PreviewStore | undefined {
  const raw = value.trim();
  const code = raw.toUpperCase();
  const region = BANNER_PREVIEW_REGIONS.find((r) => r.code === code);
  if (region) return { code, region: code.startsWith('US') ? 'US' : code, timeZone: region.timezone };
  const byRegion = LOCALES.find((l) => l.bmsStoreCode === code);
  if (byRegion) return { code, region: code, timeZone: byRegion.timezone };
  const byLocale = localeFromHeader(raw);
  if (byLocale)
    return { code: byLocale.bmsStoreCode, region: byLocale.bmsStoreCode, timeZone: byLocale.timezone };
  return undefined;
}

export interface PreviewOptions {
  store: PreviewStore;
  device: Device;
  at: Date;
}

/**
 * §5/§7.6 the banner file a shopper of `store` on `device` gets at `at`, drafts included: each
 * banner's draft (unpublished ones too) kept when its schedule is open at that instant. No grace
 * period: preview answers the exact moment asked about.
 */
export async function previewBanners(
  db: Database,
  type: BannerType,
  options: PreviewOptions,
): Promise<BannerFile> {
  const rows = await db
    .select()
    .from(contentBanners)
    .where(and(eq(contentBanners.region, options.store.region), eq(contentBanners.type, type)))
    .orderBy(asc(contentBanners.position), asc(contentBanners.id));
  return {
    Banners: rows
      .filter((row) =>
        scheduledVisible(row.draft.Schedule as Schedule | null | undefined, options.device, options.at),
      )
      .map((row) => toBanner(row, row.draft)),
  };
}

/** §5/§7.6 the menu of the store's region with its draft (the NZ menu is AU's, §7.7). */
export async function previewMenu(db: Database, options: PreviewOptions): Promise<MenuFile | undefined> {
  const row = await entryRow(db, 'menu', menuRegionOf(options.store.region), ANY_LOCALE);
  if (!row) return undefined;
  return menuFile((row.draft.Content as Json[]) ?? [], options.device === 'desktop' ? 'Desktop' : 'Mobile');
}

// ---------------------------------------------------------------------------------------------
// Editing (issue 5 §9)

export interface EntryAddress {
  kind: ContentKind;
  key: string;
  /** A store locale for localised kinds; ignored (stored as '*') for robot and menu. */
  locale?: LocaleCode | undefined;
}

export type EntryStatus = 'draft' | 'published' | 'changed' | 'scheduled';

export interface StaffEntry {
  id: number;
  kind: ContentKind;
  key: string;
  locale: string;
  status: EntryStatus;
  draft: Json;
  published: Json | null;
  publishedAt: string | null;
  scheduled: Json | null;
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function statusOf(row: {
  draft: Json;
  published: Json | null;
  scheduled?: Json | null;
  scheduledAt?: Date | null;
}): EntryStatus {
  if (row.scheduled && row.scheduledAt && row.scheduledAt > new Date()) return 'scheduled';
  if (!row.published) return 'draft';
  return sameJson(row.draft, row.published) ? 'published' : 'changed';
}

function toStaffEntry(row: EntryRow): StaffEntry {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    locale: row.locale,
    status: statusOf(row),
    draft: withMediaHost(row.draft),
    published: row.published ? withMediaHost(row.published) : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduled: row.scheduled ? withMediaHost(row.scheduled) : null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Checks the address and resolves the stored locale; 400/404 with a reason otherwise. */
function resolveAddress(address: EntryAddress): { stored: string; timeZone: string } {
  if (!kindIsLocalised(address.kind)) {
    if (address.kind === 'menu' && !MENU_REGIONS.includes(address.key))
      throw new DomainError('CONTENT_NOT_FOUND', { key: `menu/${address.key}` });
    const store = address.kind === 'menu' ? storeOfRegion(address.key) : undefined;
    return { stored: ANY_LOCALE, timeZone: store?.timezone ?? 'UTC' };
  }
  if (!address.locale) throw new DomainError('LOCALE_REQUIRED');
  const store = findLocale(address.locale);
  if (!store) throw new DomainError('INVALID_LOCALE', { locale: address.locale });
  if (address.kind === 'single' && !singleAvailableIn(address.key, address.locale))
    throw new DomainError('CONTENT_NOT_AVAILABLE', { key: address.key, locale: address.locale });
  return { stored: address.locale, timeZone: store.timezone };
}

function validate(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: unknown }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  data: unknown,
): Json {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = ['data', ...issue.path.map(String)].join('.');
      fields[name] ??= issue.message === 'date_invalid' ? 'date_invalid' : 'invalid';
    }
    throw new DomainError('VALIDATION_FAILED', { fields: Object.keys(fields).join(', ') }, fields);
  }
  return parsed.data as Json;
}

/** The entry with its draft and published data, for staff; undefined when it does not exist. */
export async function getEntryForStaff(db: Database, address: EntryAddress): Promise<StaffEntry | undefined> {
  const { stored } = resolveAddress(address);
  const row = await entryRow(db, address.kind, address.key, stored);
  return row && toStaffEntry(row);
}

export async function listEntriesForStaff(
  db: Database,
  filter: { kind?: ContentKind | undefined; locale?: string | undefined } = {},
): Promise<StaffEntry[]> {
  const rows = await db
    .select()
    .from(contentEntries)
    .where(
      and(
        filter.kind ? eq(contentEntries.kind, filter.kind) : undefined,
        filter.locale ? eq(contentEntries.locale, filter.locale) : undefined,
      ),
    )
    .orderBy(asc(contentEntries.kind), asc(contentEntries.key), asc(contentEntries.locale));
  return rows.map(toStaffEntry);
}

/**
 * Creates or replaces an entry's draft: validated for its kind, rich text sanitised with the
 * §3.8 allow-list, media stripped of the CDN host. Shoppers see nothing until it is published.
 */
export async function saveDraft(
  db: Database,
  address: EntryAddress,
  data: unknown,
  by: string | null,
): Promise<StaffEntry> {
  const { stored, timeZone } = resolveAddress(address);
  const ctx: WriteContext = { mediaHost: contentMediaHost(), timeZone };
  const schema = entrySchema(address.kind, address.key, ctx);
  if (!schema) throw new DomainError('CONTENT_NOT_FOUND', { key: `${address.kind}/${address.key}` });
  const draft = validate(schema, data);
  // A page's slug is its address; the body cannot move it elsewhere.
  if (address.kind === 'page' || address.kind === 'faq') draft.slug = address.key;
  const [row] = await db
    .insert(contentEntries)
    .values({ kind: address.kind, key: address.key, locale: stored, draft, updatedBy: by })
    .onConflictDoUpdate({
      target: [contentEntries.kind, contentEntries.key, contentEntries.locale],
      // An edited seed entry is someone's work now: a re-seed must leave it alone.
      set: { draft, updatedBy: by, updatedAt: sql`now()`, seed: false },
    })
    .returning();
  return toStaffEntry(row!);
}

async function requireRow(db: Executor, address: EntryAddress, stored: string): Promise<EntryRow> {
  const row = await entryRow(db, address.kind, address.key, stored);
  if (!row) throw new DomainError('CONTENT_NOT_FOUND', { key: `${address.kind}/${address.key}` });
  return row;
}

/**
 * Publishes the current draft now, or books it for `at` (shoppers get it from that instant; the
 * current publication stays until then). A time in the past publishes at once.
 */
export async function publishEntry(
  db: Executor,
  address: EntryAddress,
  by: string | null,
  options: { at?: Date | undefined; now?: Date } = {},
): Promise<StaffEntry> {
  const { stored } = resolveAddress(address);
  const now = options.now ?? new Date();
  const later = options.at && options.at > now;
  return db.transaction(async (tx) => {
    const row = await requireRow(tx, address, stored);
    const [updated] = await tx
      .update(contentEntries)
      .set(
        later
          ? { scheduled: row.draft, scheduledAt: options.at, updatedBy: by, updatedAt: now, seed: false }
          : {
              published: row.draft,
              publishedAt: now,
              scheduled: null,
              scheduledAt: null,
              updatedBy: by,
              updatedAt: now,
              seed: false,
            },
      )
      .where(eq(contentEntries.id, row.id))
      .returning();
    await notifyContentChange(tx, entryChange(updated!));
    return toStaffEntry(updated!);
  });
}

/** Takes an entry off the site (and cancels a booked publication); the draft stays. */
export async function unpublishEntry(
  db: Executor,
  address: EntryAddress,
  by: string | null,
): Promise<StaffEntry> {
  const { stored } = resolveAddress(address);
  return db.transaction(async (tx) => {
    const row = await requireRow(tx, address, stored);
    const [updated] = await tx
      .update(contentEntries)
      .set({
        published: null,
        publishedAt: null,
        scheduled: null,
        scheduledAt: null,
        updatedBy: by,
        updatedAt: new Date(),
        seed: false,
      })
      .where(eq(contentEntries.id, row.id))
      .returning();
    await notifyContentChange(tx, entryChange(updated!));
    return toStaffEntry(updated!);
  });
}

export interface BannerAddress {
  region: string;
  type: BannerType;
  bannerId: string;
}

export interface StaffBanner {
  id: number;
  region: string;
  type: BannerType;
  bannerId: string;
  position: number;
  status: EntryStatus;
  draft: Json;
  published: Json | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

function toStaffBanner(row: BannerRow): StaffBanner {
  return {
    id: row.id,
    region: row.region,
    type: row.type,
    bannerId: row.bannerId,
    position: row.position,
    status: statusOf(row),
    draft: withMediaHost(row.draft),
    published: row.published ? withMediaHost(row.published) : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

function bannerContext(region: string): WriteContext {
  const store = storeOfRegion(region);
  if (!store) throw new DomainError('CONTENT_NOT_FOUND', { key: `banner/${region}` });
  return { mediaHost: contentMediaHost(), timeZone: store.timezone };
}

async function bannerRow(db: Executor, address: BannerAddress) {
  const [row] = await db
    .select()
    .from(contentBanners)
    .where(
      and(
        eq(contentBanners.region, address.region),
        eq(contentBanners.type, address.type),
        eq(contentBanners.bannerId, address.bannerId),
      ),
    );
  if (!row)
    throw new DomainError('CONTENT_NOT_FOUND', { key: `banner/${address.region}/${address.bannerId}` });
  return row;
}

export async function listBannersForStaff(
  db: Database,
  region: string,
  type?: BannerType,
): Promise<StaffBanner[]> {
  const rows = await db
    .select()
    .from(contentBanners)
    .where(and(eq(contentBanners.region, region), type ? eq(contentBanners.type, type) : undefined))
    .orderBy(asc(contentBanners.type), asc(contentBanners.position), asc(contentBanners.id));
  return rows.map(toStaffBanner);
}

export async function getBannerForStaff(db: Database, address: BannerAddress): Promise<StaffBanner> {
  return toStaffBanner(await bannerRow(db, address));
}

/**
 * Creates or replaces a banner's draft. Schedule dates may be written as wall-clock times; they
 * are stored as instants in the region's zone (decision 0010).
 */
export async function saveBannerDraft(
  db: Database,
  address: BannerAddress,
  data: unknown,
  by: string | null,
  position?: number,
): Promise<StaffBanner> {
  const draft = validate(bannerData(bannerContext(address.region)), data);
  const [row] = await db
    .insert(contentBanners)
    .values({ ...address, draft, updatedBy: by, ...(position === undefined ? {} : { position }) })
    .onConflictDoUpdate({
      target: [contentBanners.region, contentBanners.type, contentBanners.bannerId],
      set: {
        draft,
        updatedBy: by,
        updatedAt: sql`now()`,
        seed: false,
        ...(position === undefined ? {} : { position }),
      },
    })
    .returning();
  return toStaffBanner(row!);
}

/** Replaces only the draft's Schedule (null: always shown). Publish to make it live. */
export async function scheduleBanner(
  db: Executor,
  address: BannerAddress,
  schedule: unknown,
  by: string | null,
): Promise<StaffBanner> {
  const context = bannerContext(address.region);
  return db.transaction(async (tx) => {
    const row = await bannerRow(tx, address);
    const parsed = schedule === null ? null : validate(scheduleData(context), schedule);
    const draft: Json = { ...row.draft };
    if (parsed === null) delete draft.Schedule;
    else draft.Schedule = parsed;
    const [updated] = await tx
      .update(contentBanners)
      .set({ draft, updatedBy: by, updatedAt: new Date(), seed: false })
      .where(eq(contentBanners.id, row.id))
      .returning();
    await notifyContentChange(tx, bannerChange(updated!));
    return toStaffBanner(updated!);
  });
}

export async function publishBanner(
  db: Executor,
  address: BannerAddress,
  by: string | null,
): Promise<StaffBanner> {
  return db.transaction(async (tx) => {
    const row = await bannerRow(tx, address);
    const [updated] = await tx
      .update(contentBanners)
      .set({
        published: row.draft,
        publishedAt: new Date(),
        updatedBy: by,
        updatedAt: new Date(),
        seed: false,
      })
      .where(eq(contentBanners.id, row.id))
      .returning();
    await notifyContentChange(tx, bannerChange(updated!));
    return toStaffBanner(updated!);
  });
}

export async function unpublishBanner(
  db: Executor,
  address: BannerAddress,
  by: string | null,
): Promise<StaffBanner> {
  return db.transaction(async (tx) => {
    const row = await bannerRow(tx, address);
    const [updated] = await tx
      .update(contentBanners)
      .set({ published: null, publishedAt: null, updatedBy: by, updatedAt: new Date(), seed: false })
      .where(eq(contentBanners.id, row.id))
      .returning();
    await notifyContentChange(tx, bannerChange(updated!));
    return toStaffBanner(updated!);
  });
}
