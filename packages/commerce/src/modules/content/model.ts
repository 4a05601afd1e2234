import { isPageAvailable, LOCALES, type LocaleCode, type PageKey } from '@vitrine/config';
import { z } from 'zod';
import { sanitiseRichText, stripMediaHost } from './rich-text.ts';
import { DEVICES, normaliseScheduleDate, type Device } from './time.ts';
import type { ContentKind } from './schema.ts';

// What each content entry holds (decision 0010), as zod schemas for the editing API: checked and
// cleaned on write (issue 5 §9) so reads can hand stored JSON out as it is.

/** §7.9 single entries that are pages: title, slug, SEO fields, body and sections. */
export const PAGE_SINGLES = [
  'homepage',
  'terms-page',
  'privacy-policy-page',
  'royalty-page',
  'account-balance',
  'gift-card-page',
  'faq-landing-page',
  'size-guide-page',
  // §9 the delivery subscription's page (issue 6 item 5; copy in modules/subscription/content.ts).
  'free-next-day-delivery-for-a-year-page',
] as const;
/** §7.9 single entries that are settings. */
export const SETTING_SINGLES = [
  'plp-filters-setting',
  'pdp-setting',
  'register-marketing-pref',
  'my-info-marketing-pref',
] as const;
export const SINGLE_ENDPOINTS = [...PAGE_SINGLES, ...SETTING_SINGLES] as const;
export type SingleEndpoint = (typeof SINGLE_ENDPOINTS)[number];

export const isSingleEndpoint = (key: string): key is SingleEndpoint =>
  (SINGLE_ENDPOINTS as readonly string[]).includes(key);

/** §2.2: pages only some stores offer; their entries exist only there. */
export const SINGLE_AVAILABILITY: Partial<Record<SingleEndpoint, PageKey>> = {
  'royalty-page': 'royalty',
  'gift-card-page': 'giftcards',
  'account-balance': 'accountBalance',
  'free-next-day-delivery-for-a-year-page': 'subscription',
};

export function singleAvailableIn(key: string, locale: LocaleCode): boolean {
  const page = SINGLE_AVAILABILITY[key as SingleEndpoint];
  return page === undefined || isPageAvailable(page, locale);
}

/** §7.7 regions: every store's bmsStoreCode (UK, IE, ..., AE, AE_AR, QA, SA). */
export const REGIONS: readonly string[] = LOCALES.map((l) => l.bmsStoreCode);
/** The NZ menu is the AU file (§7.7), so NZ has no menu of its own to edit. */
export const MENU_REGIONS: readonly string[] = REGIONS.filter((r) => r !== 'NZ');

export const storeOfRegion = (region: string) => LOCALES.find((l) => l.bmsStoreCode === region);

export interface WriteContext {
  mediaHost: string | undefined;
  /** The zone wall-clock schedule dates are read in (the region's store). */
  timeZone: string;
}

// Control characters never belong in labels or titles and break layouts and logs.
const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);
/** A link: a path of this site, or an http(s), mailto or tel URL (never javascript: or data:). */
const Href = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(
    (v) =>
      (v.startsWith('/') && !v.startsWith('//')) ||
      /^(https?:\/\/[^\s]+|mailto:\S+|tel:[+\d\s()-]+)$/i.test(v),
    'invalid',
  );
const Slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const richText = (ctx: WriteContext) =>
  z
    .string()
    .max(200_000)
    .transform((html) => sanitiseRichText(html, ctx.mediaHost));

const mediaUrl = (ctx: WriteContext) =>
  z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((url) => stripMediaHost(url, ctx.mediaHost))
    .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/\S+$/i.test(v), 'invalid');
const mediaList = (ctx: WriteContext) => z.array(z.object({ Url: mediaUrl(ctx) }).strict()).max(10);

const footerLink = z
  .object({
    label: Text(200),
    href: Href,
    target: z.enum(['_blank', '_self']).nullable().default(null),
    rel: OptionalText(100).nullable().default(null),
  })
  .strict();

const footerSection = (ctx: WriteContext) =>
  z
    .object({
      title: Text(200),
      label: OptionalText(200).nullable().default(null),
      showInFooter: z.boolean().default(true),
      showInSideNav: z.boolean().default(false),
      link: Href.nullable().default(null),
      contentBlock: richText(ctx).nullable().default(null),
      links: z.array(footerLink).max(50).default([]),
    })
    .strict();

export const footerData = (ctx: WriteContext) =>
  z.object({ sections: z.array(footerSection(ctx)).max(30) }).strict();

export const pageData = (ctx: WriteContext) =>
  z
    .object({
      title: Text(300),
      slug: Slug,
      seoTitle: OptionalText(300).default(''),
      seoDescription: OptionalText(1000).default(''),
      body: richText(ctx).default(''),
      sections: z
        .array(z.object({ heading: Text(300), body: richText(ctx) }).strict())
        .max(100)
        .default([]),
      /** FAQ content pages: the topic they are grouped under on the FAQ landing page. */
      topic: Text(200).optional(),
      /** Homepage only: the hero (decision 0010). */
      hero: z
        .object({
          title: Text(200),
          text: OptionalText(1000).default(''),
          link: Href.nullable().default(null),
          linkLabel: OptionalText(100).default(''),
          Media: z.object({ Desktop: mediaList(ctx), Mobile: mediaList(ctx) }).strict(),
        })
        .strict()
        .optional(),
    })
    .strict();

const plpFilters = z
  .object({
    filters: z.array(z.object({ attribute: Text(60), label: Text(100), show: z.boolean() }).strict()).max(60),
    /** Default page size of a listing (§9: 48). */
    pageSize: z.number().int().min(1).max(209).default(48),
  })
  .strict();

const pdpSetting = (ctx: WriteContext) =>
  z
    .object({
      showSizeGuide: z.boolean(),
      showDeliveryAndReturns: z.boolean(),
      deliveryText: richText(ctx).default(''),
      returnsText: richText(ctx).default(''),
      showRecommendations: z.boolean(),
      recommendationsTitle: OptionalText(200).default(''),
    })
    .strict();

const marketingPref = (ctx: WriteContext) =>
  z
    .object({
      title: Text(200),
      description: richText(ctx).default(''),
      channels: z
        .array(
          z
            .object({
              channel: z.enum(['email', 'sms', 'post']),
              label: Text(200),
              description: OptionalText(500).default(''),
            })
            .strict(),
        )
        .min(1)
        .max(3)
        .refine((list) => new Set(list.map((c) => c.channel)).size === list.length, 'invalid'),
    })
    .strict();

export const robotData = z
  .object({
    content: z
      .string()
      .max(20_000)
      .regex(/^[^\0]*$/),
  })
  .strict();

const menuLeaf = z
  .object({ Name: Text(200), Url: Href.nullable().default(null), NoFollow: z.boolean().default(false) })
  .strict();
const menuItem = (ctx: WriteContext) =>
  z
    .object({
      Title: Text(200),
      Color: z
        .string()
        .regex(/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i)
        .nullable()
        .default(null),
      Url: Href.nullable().default(null),
      Media: z
        .object({ Desktop: mediaList(ctx).default([]), Mobile: mediaList(ctx).default([]) })
        .strict()
        .default({ Desktop: [], Mobile: [] }),
      NoFollow: z.boolean().default(false),
      List: z.array(z.array(menuLeaf).max(60)).max(12).default([]),
    })
    .strict();

export const menuData = (ctx: WriteContext) => z.object({ Content: z.array(menuItem(ctx)).max(40) }).strict();

const scheduleDate = (ctx: WriteContext) =>
  z
    .string()
    .max(40)
    .transform((v, issue) => {
      const normal = normaliseScheduleDate(v, ctx.timeZone);
      if (normal === undefined) {
        issue.addIssue({ code: 'custom', message: 'date_invalid' });
        return z.NEVER;
      }
      return normal;
    });

const scheduleWindow = (ctx: WriteContext) =>
  z
    .object({ StartDate: scheduleDate(ctx).nullish(), EndDate: scheduleDate(ctx).nullish() })
    .strict()
    .refine((w) => !w.StartDate || !w.EndDate || Date.parse(w.StartDate) < Date.parse(w.EndDate), {
      message: 'invalid',
      path: ['EndDate'],
    })
    .transform((w) => ({
      ...(w.StartDate ? { StartDate: w.StartDate } : {}),
      ...(w.EndDate ? { EndDate: w.EndDate } : {}),
    }));

/** §3.5 scheduling: device -> windows; a null window stays null (always shown on that device). */
export const scheduleData = (ctx: WriteContext) =>
  z
    .object(
      Object.fromEntries(
        DEVICES.map((d) => [d, z.array(scheduleWindow(ctx).nullable()).max(20).nullable().optional()]),
      ) as Record<
        Device,
        z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodNullable<ReturnType<typeof scheduleWindow>>>>>
      >,
    )
    .strict();

export const bannerData = (ctx: WriteContext) =>
  z
    .object({
      Title: Text(200),
      Text: OptionalText(1000).default(''),
      Link: Href.nullable().default(null),
      Media: z
        .object({
          App: mediaList(ctx).default([]),
          Desktop: mediaList(ctx).default([]),
          Mobile: mediaList(ctx).default([]),
        })
        .strict()
        .default({ App: [], Desktop: [], Mobile: [] }),
      Schedule: scheduleData(ctx).nullish(),
    })
    .strict();

/** The schema an entry's data must match, or undefined when the kind and key do not go together. */
export function entrySchema(kind: ContentKind, key: string, ctx: WriteContext): z.ZodType | undefined {
  switch (kind) {
    case 'footer':
      return key === 'footer' ? footerData(ctx) : undefined;
    case 'robot':
      return key === 'robot' ? robotData : undefined;
    case 'menu':
      return MENU_REGIONS.includes(key) ? menuData(ctx) : undefined;
    case 'page':
    case 'faq':
      return Slug.safeParse(key).success ? pageData(ctx) : undefined;
    case 'single':
      switch (key) {
        case 'plp-filters-setting':
          return plpFilters;
        case 'pdp-setting':
          return pdpSetting(ctx);
        case 'register-marketing-pref':
        case 'my-info-marketing-pref':
          return marketingPref(ctx);
        default:
          return (PAGE_SINGLES as readonly string[]).includes(key) ? pageData(ctx) : undefined;
      }
  }
}

/** Whether a kind's entries are per store locale (else one entry for all, or per region). */
export const kindIsLocalised = (kind: ContentKind) => kind !== 'robot' && kind !== 'menu';
