import { createRoute, z } from '@hono/zod-openapi';
import { localeFromHeader, type LocaleConfig } from '@vitrine/config';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { DomainError } from '../../kernel/errors.ts';
import { body, errorResponses, json, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { principalOf } from '../../http/principal.ts';
import { requireStaff } from '../auth/index.ts';
import { safeEqual } from '../security/index.ts';
import { REGIONS, SINGLE_ENDPOINTS } from './model.ts';
import { contentServiceToken } from './service-token.ts';
import { BANNER_TYPES, CONTENT_KINDS, type BannerType } from './schema.ts';
import {
  footerFlat,
  footerWithAttributes,
  getBannerForStaff,
  getEntryForStaff,
  listBannersForStaff,
  listEntries,
  listEntriesForStaff,
  previewBanners,
  previewMenu,
  previewStore,
  publishBanner,
  publishEntry,
  readBannerFile,
  readEntry,
  readFooter,
  readMenuFile,
  saveBannerDraft,
  saveDraft,
  scheduleBanner,
  unpublishBanner,
  unpublishEntry,
  type EntryAddress,
} from './service.ts';
import { DEVICES, previewInstant, type Device } from './time.ts';

// Decision 0010 on the wire: the §7.9 content endpoints, the §7.7 static files, the §7.6
// previews and the issue 5 §9 editing API. Shapes live in service.ts; this file adds locales,
// tokens, roles and envelopes.

/**
 * §5 "Locale is required": unlike the rest of the API (which falls back to en-GB), content is
 * per store and a guessed store would cache the wrong footer; so the `locale` header (en_GB) or
 * the §7.9 `locale` query (en-GB) must name one.
 */
export function contentStore(c: Context<ApiEnv>): LocaleConfig {
  const store = optionalContentStore(c);
  if (!store) throw new DomainError('LOCALE_REQUIRED');
  return store;
}

function optionalContentStore(c: Context<ApiEnv>): LocaleConfig | undefined {
  const raw = (c.req.header('locale') ?? c.req.query('locale'))?.trim();
  if (!raw) return undefined;
  const store = localeFromHeader(raw);
  if (!store) throw new DomainError('INVALID_LOCALE', { locale: raw });
  c.set('store', store);
  c.set('language', store.language);
  return store;
}

/**
 * Decision 0010 read token: with CONTENT_API_TOKEN set, the footer and §7.9 endpoints answer only
 * `Authorization: Bearer <token>` (§7.9 "footer calls use bearer auth"): that token, or the
 * storefront's own service token (decision 0055), which its server sends on every read whether or
 * not the variable is set. Read per request so it can be rotated with a restart of nothing but the
 * variable; env.ts validates it at start-up. Unset, the reads stay public.
 */
const contentToken: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const expected = process.env.CONTENT_API_TOKEN;
  if (expected) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    const presented = match?.[1];
    const accepted =
      presented !== undefined &&
      (safeEqual(presented, expected) || safeEqual(presented, await contentServiceToken(c.get('db'))));
    if (!accepted) throw new DomainError('UNAUTHORIZED');
  }
  await next();
};

const contentSecurity: Record<string, string[]>[] = [{}, { contentToken: [] }];

const contentQuery = z.object({
  locale: z
    .string()
    .optional()
    .openapi({
      param: { name: 'locale', in: 'query' },
      example: 'en-GB',
      description: 'Or the `locale` header (en_GB)',
    }),
});
const contentHeaders = z.object({
  locale: z
    .string()
    .optional()
    .openapi({ param: { name: 'locale', in: 'header' }, example: 'en_GB' }),
});

const FooterLinkSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  href: z.string(),
  target: z.string().nullable(),
  rel: z.string().nullable(),
});
const FooterSectionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    label: z.string().nullable(),
    showInFooter: z.boolean(),
    showInSideNav: z.boolean(),
    link: z.string().nullable(),
    contentBlock: z
      .string()
      .nullable()
      .openapi({ description: 'Rich text, sanitised with the §3.8 allow-list' }),
    links: z.array(FooterLinkSchema),
  })
  .openapi('FooterSection');
const stamps = {
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string(),
  locale: z.string(),
};
const FooterV1Schema = z
  .object({
    data: z.object({
      id: z.number().int(),
      attributes: z.object({ sections: z.array(FooterSectionSchema), ...stamps }),
    }),
    meta: z.object({}),
  })
  .openapi('FooterWithAttributes');
const FooterV2Schema = z
  .object({
    data: z.object({
      id: z.number().int(),
      documentId: z.string(),
      sections: z.array(FooterSectionSchema),
      ...stamps,
    }),
    meta: z.object({}),
  })
  .openapi('FooterFlat');
const EntrySchema = z
  .looseObject({ id: z.number().int(), documentId: z.string(), ...stamps, locale: z.string().nullable() })
  .openapi('ContentEntry', {
    description:
      'Flat entry: pages have title, slug, seoTitle, seoDescription, body, sections (and topic, hero); settings their own fields',
  });
const SingleSchema = z.object({ data: EntrySchema, meta: z.object({}) }).openapi('ContentSingle');
const CollectionSchema = z
  .object({
    data: z.array(EntrySchema),
    meta: z.object({ pagination: z.object({ total: z.number().int() }) }),
  })
  .openapi('ContentCollection');
const MenuFileSchema = z
  .object({
    Groups: z.array(
      z.object({
        Name: z.string(),
        Entries: z.array(z.object({ Name: z.string(), Content: z.array(z.looseObject({})) })),
      }),
    ),
  })
  .openapi('MenuFile');
const BannerFileSchema = z
  .looseObject({ Banners: z.array(z.looseObject({ BannerId: z.string() })) })
  .openapi('BannerFile');

const footerRoute = (version: 1 | 2) =>
  createRoute({
    method: 'get',
    path: '/footer',
    tags: ['content'],
    summary:
      version === 1
        ? 'Footer of a store, "data with attributes" shape (§3.1, §7.9)'
        : 'Footer of a store, "data flat" shape (§3.1, §7.9)',
    security: contentSecurity,
    middleware: contentToken,
    request: {
      headers: contentHeaders,
      query: contentQuery.extend({
        populate: z.string().optional().openapi({ description: 'Accepted; links are always populated' }),
      }),
    },
    responses: {
      200: json(version === 1 ? FooterV1Schema : FooterV2Schema, 'The published footer'),
      ...errorResponses(400, 401, 404),
    },
  });

const singleRoute = (endpoint: string) =>
  createRoute({
    method: 'get',
    path: `/${endpoint}`,
    tags: ['content'],
    summary: `§7.9 ${endpoint}: published entry of a store`,
    security: contentSecurity,
    middleware: contentToken,
    request: { headers: contentHeaders, query: contentQuery },
    responses: { 200: json(SingleSchema, 'The entry'), ...errorResponses(400, 401, 404) },
  });

const robotRoute = createRoute({
  method: 'get',
  path: '/robot',
  tags: ['content'],
  summary: '§7.9 robot: robots.txt text in data.content; no locale needed',
  security: contentSecurity,
  middleware: contentToken,
  responses: { 200: json(SingleSchema, 'The entry'), ...errorResponses(401, 404) },
});

const Slug = z
  .string()
  .max(120)
  .openapi({ param: { name: 'slug', in: 'path' }, example: 'delivery' });

const collectionRoute = <B extends 'faq-content-pages' | 'pages'>(base: B) =>
  createRoute({
    method: 'get',
    path: `/${base}`,
    tags: ['content'],
    summary: `§7.9 ${base}: every published entry of a store`,
    security: contentSecurity,
    middleware: contentToken,
    request: {
      headers: contentHeaders,
      query: contentQuery.extend({
        topic: z.string().max(200).optional().openapi({ description: 'FAQ topic' }),
      }),
    },
    responses: { 200: json(CollectionSchema, 'The entries'), ...errorResponses(400, 401) },
  });

const collectionItemRoute = <B extends 'faq-content-pages' | 'pages'>(base: B) =>
  createRoute({
    method: 'get',
    path: `/${base}/{slug}`,
    tags: ['content'],
    summary: `§7.9 ${base}: one published entry by slug`,
    security: contentSecurity,
    middleware: contentToken,
    request: { headers: contentHeaders, query: contentQuery, params: z.object({ slug: Slug }) },
    responses: { 200: json(SingleSchema, 'The entry'), ...errorResponses(400, 401, 404) },
  });

const FileParam = z.object({
  file: z
    .string()
    .max(40)
    .openapi({ param: { name: 'file', in: 'path' }, example: 'AU.json' }),
});

const menuFileRoute = createRoute({
  method: 'get',
  path: '/static/menu/{file}',
  tags: ['content'],
  summary: '§3.4/§7.7 static menu file `{REGION}.json` (the NZ file is the AU one); public',
  request: { params: FileParam },
  responses: { 200: json(MenuFileSchema, 'The published menu'), ...errorResponses(404) },
});

const bannerFileRoute = createRoute({
  method: 'get',
  path: '/static/banner/{file}',
  tags: ['content'],
  summary:
    '§3.5/§7.7 static banner file `{REGION}_{type}.json` (type listing or home), schedules included; public',
  request: {
    params: FileParam.extend({ file: FileParam.shape.file.openapi({ example: 'AU_listing.json' }) }),
  },
  responses: { 200: json(BannerFileSchema, 'The published banners'), ...errorResponses(404) },
});

const PreviewQuery = z.object({
  Device: z
    .string()
    .optional()
    .openapi({ description: 'desktop (default), mobile or app', example: 'desktop' }),
  Store: z.string().max(20).openapi({
    description: '§3.2 preview region (UK, US_CENTRAL...), region code or store locale',
    example: 'US_CENTRAL',
  }),
  DateTime: z.string().max(40).optional().openapi({
    description: "Wall-clock time in the store's zone (default: now)",
    example: '2026-11-27T09:00',
  }),
  type: z.enum(BANNER_TYPES).optional().openapi({ description: 'Banner file type (default listing)' }),
});

const previewRoute = (what: 'banner' | 'menu') =>
  createRoute({
    method: 'get',
    path: `/${what}/preview`,
    tags: ['content'],
    summary:
      what === 'banner'
        ? '§5/§7.6 banner file as a shopper of Store on Device sees it at DateTime, drafts included (staff)'
        : '§5/§7.6 menu of Store with its draft (staff)',
    security: signedInSecurity,
    middleware: requireStaff('editor'),
    request: { query: PreviewQuery },
    responses: {
      200: json(what === 'banner' ? BannerFileSchema : MenuFileSchema, 'The preview'),
      ...errorResponses(400, 401, 403, 404),
    },
  });

function previewParams(query: z.infer<typeof PreviewQuery>) {
  const store = previewStore(query.Store);
  if (!store) throw new DomainError('PREVIEW_STORE_UNKNOWN', { store: query.Store });
  const device = (query.Device ?? 'desktop').trim().toLowerCase();
  if (!(DEVICES as readonly string[]).includes(device))
    throw new DomainError('VALIDATION_FAILED', { fields: 'Device' }, { Device: 'invalid' });
  const at = query.DateTime ? previewInstant(query.DateTime, store.timeZone) : new Date();
  if (!at) throw new DomainError('VALIDATION_FAILED', { fields: 'DateTime' }, { DateTime: 'date_invalid' });
  return { store, device: device as Device, at };
}

const fileOf = (file: string, pattern: RegExp) => pattern.exec(file);

// ---------------------------------------------------------------------------------------------
// Editing API (issue 5 §9)

const staff = (role: 'editor' | 'publisher') => ({
  security: signedInSecurity,
  middleware: requireStaff(role),
});
const Kind = z.enum(CONTENT_KINDS).openapi({ param: { name: 'kind', in: 'path' } });
const Key = z
  .string()
  .min(1)
  .max(120)
  .openapi({ param: { name: 'key', in: 'path' }, example: 'footer' });
const EntryParams = z.object({ kind: Kind, key: Key });
const StaffEntrySchema = z
  .looseObject({
    id: z.number().int(),
    kind: z.string(),
    key: z.string(),
    locale: z.string(),
    status: z.enum(['draft', 'published', 'changed', 'scheduled']),
    draft: z.looseObject({}),
    published: z.looseObject({}).nullable(),
    publishedAt: z.string().nullable(),
    scheduledAt: z.string().nullable(),
  })
  .openapi('StaffContentEntry');
const StaffBannerSchema = z
  .looseObject({
    id: z.number().int(),
    region: z.string(),
    type: z.string(),
    bannerId: z.string(),
    position: z.number().int(),
    status: z.string(),
    draft: z.looseObject({}),
    published: z.looseObject({}).nullable(),
  })
  .openapi('StaffBanner');
const editHeaders = contentHeaders;
const editQuery = contentQuery;

const listEntriesRoute = createRoute({
  method: 'get',
  path: '/content/entries',
  tags: ['content editing'],
  summary: 'Every entry with its draft and publication state (staff)',
  ...staff('editor'),
  request: {
    query: z.object({ kind: z.enum(CONTENT_KINDS).optional(), locale: z.string().max(10).optional() }),
  },
  responses: {
    200: json(z.object({ entries: z.array(StaffEntrySchema) }), 'Entries'),
    ...errorResponses(401, 403),
  },
});

const getEntryRoute = createRoute({
  method: 'get',
  path: '/content/entries/{kind}/{key}',
  tags: ['content editing'],
  summary: 'One entry, draft and published (staff); `locale` for localised kinds',
  ...staff('editor'),
  request: { headers: editHeaders, query: editQuery, params: EntryParams },
  responses: { 200: json(StaffEntrySchema, 'The entry'), ...errorResponses(400, 401, 403, 404) },
});

const putEntryRoute = createRoute({
  method: 'put',
  path: '/content/entries/{kind}/{key}',
  tags: ['content editing'],
  summary:
    'Create or replace the draft of an entry (validated, rich text sanitised); not live until published',
  description:
    'kind footer (key footer), single (key a §7.9 endpoint), page and faq (key the slug), menu (key a region), robot (key robot).',
  ...staff('editor'),
  request: {
    headers: editHeaders,
    query: editQuery,
    params: EntryParams,
    ...body(z.object({ data: z.looseObject({}) }).strict()),
  },
  responses: { 200: json(StaffEntrySchema, 'The saved draft'), ...errorResponses(400, 401, 403, 404, 409) },
});

const publishEntryRoute = createRoute({
  method: 'post',
  path: '/content/entries/{kind}/{key}/publish',
  tags: ['content editing'],
  summary: 'Publish the draft now, or at `at` (an ISO 8601 instant with offset) (publisher)',
  description:
    'Optional JSON body `{ "at": "2026-11-27T00:00:00+11:00" }`: shoppers get the draft from that instant on; the current publication stays until then. No body, or a time in the past, publishes at once.',
  ...staff('publisher'),
  request: {
    headers: editHeaders,
    query: editQuery,
    params: EntryParams,
  },
  responses: { 200: json(StaffEntrySchema, 'The entry'), ...errorResponses(400, 401, 403, 404) },
});

const unpublishEntryRoute = createRoute({
  method: 'post',
  path: '/content/entries/{kind}/{key}/unpublish',
  tags: ['content editing'],
  summary: 'Take the entry off the site; the draft stays (publisher)',
  ...staff('publisher'),
  request: { headers: editHeaders, query: editQuery, params: EntryParams },
  responses: { 200: json(StaffEntrySchema, 'The entry'), ...errorResponses(400, 401, 403, 404) },
});

const Region = z
  .string()
  .max(10)
  .openapi({ param: { name: 'region', in: 'path' }, example: 'AU' });
const BannerParams = z.object({
  region: Region,
  type: z.enum(BANNER_TYPES).openapi({ param: { name: 'type', in: 'path' } }),
  bannerId: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120)
    .openapi({ param: { name: 'bannerId', in: 'path' }, example: 'aw26-sale' }),
});

const listBannersRoute = createRoute({
  method: 'get',
  path: '/content/banners/{region}',
  tags: ['content editing'],
  summary: "A region's banners, draft and published (staff)",
  ...staff('editor'),
  request: {
    params: z.object({ region: Region }),
    query: z.object({ type: z.enum(BANNER_TYPES).optional() }),
  },
  responses: {
    200: json(z.object({ banners: z.array(StaffBannerSchema) }), 'Banners'),
    ...errorResponses(401, 403, 404),
  },
});

const getBannerRoute = createRoute({
  method: 'get',
  path: '/content/banners/{region}/{type}/{bannerId}',
  tags: ['content editing'],
  summary: 'One banner (staff)',
  ...staff('editor'),
  request: { params: BannerParams },
  responses: { 200: json(StaffBannerSchema, 'The banner'), ...errorResponses(401, 403, 404) },
});

const putBannerRoute = createRoute({
  method: 'put',
  path: '/content/banners/{region}/{type}/{bannerId}',
  tags: ['content editing'],
  summary:
    'Create or replace a banner draft (Title, Text, Link, Media, Schedule); wall-clock dates read in the region zone',
  ...staff('editor'),
  request: {
    params: BannerParams,
    ...body(
      z.object({ data: z.looseObject({}), position: z.number().int().min(0).max(1000).optional() }).strict(),
    ),
  },
  responses: { 200: json(StaffBannerSchema, 'The saved draft'), ...errorResponses(400, 401, 403, 404, 409) },
});

const scheduleBannerRoute = createRoute({
  method: 'put',
  path: '/content/banners/{region}/{type}/{bannerId}/schedule',
  tags: ['content editing'],
  summary: "Replace the draft's Schedule (device -> windows; null: always shown) (staff)",
  ...staff('editor'),
  request: { params: BannerParams, ...body(z.object({ Schedule: z.looseObject({}).nullable() }).strict()) },
  responses: { 200: json(StaffBannerSchema, 'The banner'), ...errorResponses(400, 401, 403, 404) },
});

const publishBannerRoute = createRoute({
  method: 'post',
  path: '/content/banners/{region}/{type}/{bannerId}/publish',
  tags: ['content editing'],
  summary: 'Publish the banner draft into the region file (publisher)',
  ...staff('publisher'),
  request: { params: BannerParams },
  responses: { 200: json(StaffBannerSchema, 'The banner'), ...errorResponses(401, 403, 404) },
});

const unpublishBannerRoute = createRoute({
  method: 'post',
  path: '/content/banners/{region}/{type}/{bannerId}/unpublish',
  tags: ['content editing'],
  summary: 'Remove the banner from the region file; the draft stays (publisher)',
  ...staff('publisher'),
  request: { params: BannerParams },
  responses: { 200: json(StaffBannerSchema, 'The banner'), ...errorResponses(401, 403, 404) },
});

function entryAddress(c: Context<ApiEnv>, kind: EntryAddress['kind'], key: string): EntryAddress {
  return { kind, key, locale: optionalContentStore(c)?.localeISOCode };
}

function checkRegion(region: string): void {
  if (!REGIONS.includes(region)) throw new DomainError('CONTENT_NOT_FOUND', { key: `banner/${region}` });
}

const MENU_FILE = /^([A-Z]{2}(?:_[A-Z]{2})?)\.json$/;
const BANNER_FILE = new RegExp(`^([A-Z]{2}(?:_[A-Z]{2})?)_(${BANNER_TYPES.join('|')})\\.json$`);

export interface ContentRouteOptions {
  /**
   * Called after staff change what is published (publish, unpublish, schedule) through this API
   * instance. The web app does not use it: every instance hears every change, whoever made it,
   * on the content_change channel (changes.ts).
   */
  onChange?: () => void | Promise<void>;
}

export function contentRoutesV1(options: ContentRouteOptions = {}) {
  const router = apiRouter();
  if (options.onChange) {
    const onChange = options.onChange;
    router.use('/content/*', async (c, next) => {
      await next();
      if (
        c.req.method !== 'GET' &&
        c.res.status < 300 &&
        /\/(publish|unpublish|schedule)$/.test(c.req.path)
      ) {
        await Promise.resolve(onChange()).catch((err: unknown) =>
          c.get('log').warn({ err }, 'content change hook failed'),
        );
      }
    });
  }
  router.openAPIRegistry.registerComponent('securitySchemes', 'contentToken', {
    type: 'http',
    scheme: 'bearer',
    description:
      'CONTENT_API_TOKEN or the storefront service token (decision 0055); required on content reads only when the server sets CONTENT_API_TOKEN (decision 0010)',
  });
  router.openapi(footerRoute(1), async (c) => {
    const footer = await readFooter(c.get('db'), contentStore(c).localeISOCode);
    if (!footer) throw new DomainError('CONTENT_NOT_FOUND', { key: 'footer' });
    return c.json(footerWithAttributes(footer), 200);
  });
  for (const endpoint of SINGLE_ENDPOINTS) {
    router.openapi(singleRoute(endpoint), async (c) => {
      const entry = await readEntry(c.get('db'), 'single', endpoint, contentStore(c).localeISOCode);
      if (!entry) throw new DomainError('CONTENT_NOT_FOUND', { key: endpoint });
      return c.json({ data: entry, meta: {} }, 200);
    });
  }
  router.openapi(robotRoute, async (c) => {
    const entry = await readEntry(c.get('db'), 'robot', 'robot', 'en-GB');
    if (!entry) throw new DomainError('CONTENT_NOT_FOUND', { key: 'robot' });
    const { locale: _locale, ...data } = entry;
    return c.json({ data: { ...data, locale: null }, meta: {} }, 200);
  });
  registerCollection(router, 'faq-content-pages', 'faq');
  registerCollection(router, 'pages', 'page');
  router.openapi(menuFileRoute, async (c) => {
    const match = fileOf(c.req.valid('param').file, MENU_FILE);
    const file = match && (await readMenuFile(c.get('db'), match[1]!));
    if (!file) throw new DomainError('CONTENT_NOT_FOUND', { key: c.req.valid('param').file });
    return c.json(file, 200);
  });
  router.openapi(bannerFileRoute, async (c) => {
    const match = fileOf(c.req.valid('param').file, BANNER_FILE);
    const file = match && (await readBannerFile(c.get('db'), match[1]!, match[2] as BannerType));
    if (!file) throw new DomainError('CONTENT_NOT_FOUND', { key: c.req.valid('param').file });
    return c.json(file, 200);
  });
  router.openapi(previewRoute('banner'), async (c) => {
    const query = c.req.valid('query');
    const options = previewParams(query);
    const file = await previewBanners(c.get('db'), query.type ?? 'listing', options);
    return c.json({ ...file, Preview: previewInfo(options) }, 200);
  });
  router.openapi(previewRoute('menu'), async (c) => {
    const options = previewParams(c.req.valid('query'));
    const file = await previewMenu(c.get('db'), options);
    if (!file) throw new DomainError('CONTENT_NOT_FOUND', { key: `menu/${options.store.region}` });
    return c.json({ ...file, Preview: previewInfo(options) }, 200);
  });

  router.openapi(listEntriesRoute, async (c) => {
    const { kind, locale } = c.req.valid('query');
    return c.json({ entries: await listEntriesForStaff(c.get('db'), { kind, locale }) }, 200);
  });
  router.openapi(getEntryRoute, async (c) => {
    const { kind, key } = c.req.valid('param');
    const entry = await getEntryForStaff(c.get('db'), entryAddress(c, kind, key));
    if (!entry) throw new DomainError('CONTENT_NOT_FOUND', { key: `${kind}/${key}` });
    return c.json(entry, 200);
  });
  router.openapi(putEntryRoute, async (c) => {
    const { kind, key } = c.req.valid('param');
    const address = entryAddress(c, kind, key);
    return c.json(
      await saveDraft(c.get('db'), address, c.req.valid('json').data, principalOf(c).customerId),
      200,
    );
  });
  router.openapi(publishEntryRoute, async (c) => {
    const { kind, key } = c.req.valid('param');
    const address = entryAddress(c, kind, key);
    const at = await optionalAt(c);
    return c.json(await publishEntry(c.get('db'), address, principalOf(c).customerId, { at }), 200);
  });
  router.openapi(unpublishEntryRoute, async (c) => {
    const { kind, key } = c.req.valid('param');
    return c.json(
      await unpublishEntry(c.get('db'), entryAddress(c, kind, key), principalOf(c).customerId),
      200,
    );
  });
  router.openapi(listBannersRoute, async (c) => {
    const { region } = c.req.valid('param');
    checkRegion(region);
    return c.json(
      { banners: await listBannersForStaff(c.get('db'), region, c.req.valid('query').type) },
      200,
    );
  });
  router.openapi(getBannerRoute, async (c) => {
    const address = c.req.valid('param');
    checkRegion(address.region);
    return c.json(await getBannerForStaff(c.get('db'), address), 200);
  });
  router.openapi(putBannerRoute, async (c) => {
    const address = c.req.valid('param');
    checkRegion(address.region);
    const { data, position } = c.req.valid('json');
    return c.json(
      await saveBannerDraft(c.get('db'), address, data, principalOf(c).customerId, position),
      200,
    );
  });
  router.openapi(scheduleBannerRoute, async (c) => {
    const address = c.req.valid('param');
    checkRegion(address.region);
    return c.json(
      await scheduleBanner(c.get('db'), address, c.req.valid('json').Schedule, principalOf(c).customerId),
      200,
    );
  });
  router.openapi(publishBannerRoute, async (c) => {
    const address = c.req.valid('param');
    checkRegion(address.region);
    return c.json(await publishBanner(c.get('db'), address, principalOf(c).customerId), 200);
  });
  router.openapi(unpublishBannerRoute, async (c) => {
    const address = c.req.valid('param');
    checkRegion(address.region);
    return c.json(await unpublishBanner(c.get('db'), address, principalOf(c).customerId), 200);
  });
  return router;
}

/** §7.9 collections: the list and one entry by slug. */
function registerCollection<B extends 'faq-content-pages' | 'pages'>(
  router: ReturnType<typeof apiRouter>,
  base: B,
  kind: 'faq' | 'page',
) {
  router.openapi(collectionRoute(base), async (c) => {
    const topic = c.req.valid('query').topic;
    const data = await listEntries(c.get('db'), kind, contentStore(c).localeISOCode, topic ? { topic } : {});
    return c.json({ data, meta: { pagination: { total: data.length } } }, 200);
  });
  router.openapi(collectionItemRoute(base), async (c) => {
    const { slug } = c.req.valid('param');
    const entry = await readEntry(c.get('db'), kind, slug, contentStore(c).localeISOCode);
    if (!entry) throw new DomainError('CONTENT_NOT_FOUND', { key: slug });
    return c.json({ data: entry, meta: {} }, 200);
  });
}

/** The optional publish body: `{ "at": instant }`, or nothing at all. */
async function optionalAt(c: Context<ApiEnv>): Promise<Date | undefined> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('VALIDATION_FAILED', { fields: 'body' });
  }
  const result = z
    .object({ at: z.iso.datetime({ offset: true }).optional() })
    .strict()
    .safeParse(parsed);
  if (!result.success) throw new DomainError('VALIDATION_FAILED', { fields: 'at' }, { at: 'date_invalid' });
  return result.data.at ? new Date(result.data.at) : undefined;
}

function previewInfo(options: ReturnType<typeof previewParams>) {
  return {
    Store: options.store.code,
    Region: options.store.region,
    Device: options.device,
    TimeZone: options.store.timeZone,
    At: options.at.toISOString(),
  };
}

/** v2 answers only the footer, in the flat shape (decision 0010). */
export function contentRoutesV2() {
  const router = apiRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'contentToken', {
    type: 'http',
    scheme: 'bearer',
    description:
      'CONTENT_API_TOKEN or the storefront service token (decision 0055); required on content reads only when the server sets CONTENT_API_TOKEN (decision 0010)',
  });
  router.openapi(footerRoute(2), async (c) => {
    const footer = await readFooter(c.get('db'), contentStore(c).localeISOCode);
    if (!footer) throw new DomainError('CONTENT_NOT_FOUND', { key: 'footer' });
    return c.json(footerFlat(footer), 200);
  });
  return router;
}
