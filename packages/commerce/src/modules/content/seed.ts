import {
  BRANDS,
  getLocale,
  isPageAvailable,
  LOCALES,
  localisedPath,
  zonedTimeToUtc,
  type Language,
  type BrandId,
  type LocaleCode,
  type PageKey,
} from '@vitrine/config';
import type pg from 'pg';
import { hashPassword } from '../security/index.ts';
import { entrySchema, MENU_REGIONS, bannerData, storeOfRegion, type WriteContext } from './model.ts';
import { ANY_LOCALE, type ContentKind } from './schema.ts';
import {
  ABOUT,
  ACCOUNT_BALANCE,
  BANNERS,
  COOKIES,
  type CookieRow,
  FAQ_LANDING,
  FAQ_PAGES,
  FILTER_LABELS,
  FOOTER,
  GIFT_CARDS,
  HOME,
  MARKETING,
  MENU,
  PDP,
  PRIVACY,
  ROYALTY,
  SIZE_GUIDE,
  TERMS,
  TOPICS,
} from './seed-copy.ts';
import { formatInZone } from './time.ts';
import { SUBSCRIPTION_PAGE, SUBSCRIPTION_PAGE_KEY } from '../subscription/index.ts';

// The demo content of every store (issue 5 §5), written beside the demo catalogue. Seed rows are
// marked `seed`: a re-seed replaces them but leaves anything staff created or edited.

/** Demo staff account, development and test only (docs/operations/content.md). */
export const DEMO_STAFF_EMAIL = 'staff@vitrine.example';
export const DEMO_STAFF_PASSWORD = 'Vitrine-Staff-Demo-2026';

export interface ContentSeedOptions {
  /** The seed's clock: banner schedules are placed around it. */
  now?: Date;
  /** Create the demo staff account (never in staging or production). */
  demoStaff?: boolean;
}

type Json = Record<string, unknown>;
interface SeedEntry {
  kind: ContentKind;
  key: string;
  locale: string;
  data: Json;
}
interface SeedBanner {
  region: string;
  type: 'listing' | 'home';
  bannerId: string;
  position: number;
  data: Json;
}

const HERO = {
  Desktop: [{ Url: '/media/site/hero-1600.webp' }],
  Mobile: [{ Url: '/media/site/hero-mobile-800.webp' }],
};

/** A path of the store as its shoppers see it (French paths on fr-FR, §2.1). */
const pathFor = (locale: LocaleCode, path: string) => localisedPath(path, locale);

const link = (label: string, href: string) => ({ label, href, target: null, rel: null });

/**
 * §2.2 for the seed: whether any brand offers the page in the store (decision 0044). One database
 * serves either brand; the content service shows an entry or a footer link only where the
 * deployment's brand offers the page.
 */
const anyBrandOffers = (page: PageKey, locale: LocaleCode) =>
  (Object.keys(BRANDS) as BrandId[]).some((brand) => isPageAvailable(page, locale, brand));

function footer(locale: LocaleCode, lang: Language): Json {
  const about = [
    link(ABOUT.title[lang], pathFor(locale, '/about-us')),
    ...(anyBrandOffers('royalty', locale) ? [link(FOOTER.royalty[lang], pathFor(locale, '/royalty'))] : []),
    ...(anyBrandOffers('giftcards', locale) ? [link(FOOTER.giftCards[lang], '/giftcards')] : []),
    ...(anyBrandOffers('accountBalance', locale)
      ? [link(FOOTER.accountBalance[lang], '/customer/credit')]
      : []),
  ];
  return {
    sections: [
      {
        title: FOOTER.help[lang],
        showInFooter: true,
        showInSideNav: true,
        link: '/faq',
        contentBlock: FOOTER.helpBlock[lang],
        links: [
          link(FOOTER.faqs[lang], '/faq'),
          link(FOOTER.delivery[lang], '/faq?faq=delivery-options'),
          link(FOOTER.returns[lang], '/faq?faq=how-to-return'),
          link(FOOTER.track[lang], '/customer/track-order'),
          link(FOOTER.sizeGuide[lang], pathFor(locale, '/size-guide')),
        ],
      },
      { title: FOOTER.about[lang], showInFooter: true, showInSideNav: false, links: about },
      {
        title: FOOTER.legal[lang],
        showInFooter: true,
        showInSideNav: false,
        links: [
          link(FOOTER.terms[lang], pathFor(locale, '/terms')),
          link(FOOTER.privacy[lang], pathFor(locale, '/privacy-policy')),
          link(FOOTER.cookies[lang], pathFor(locale, '/cookie-policy')),
        ],
      },
    ],
  };
}

const page = (title: string, slug: string, body: string, extra: Json = {}): Json => ({
  title,
  slug,
  seoTitle: `${title} | Vitrine`,
  seoDescription: '',
  body,
  sections: [],
  ...extra,
});

const sections = (
  list: { heading: Record<Language, string>; body: Record<Language, string> }[],
  lang: Language,
) => list.map((s) => ({ heading: s.heading[lang], body: s.body[lang] }));

function sizeTable(lang: Language): string {
  const rows: [string, string, number, number, number][] = [
    ['6', '34', 80, 62, 87],
    ['8', '36', 84, 66, 91],
    ['10', '38', 88, 70, 95],
    ['12', '40', 93, 75, 100],
    ['14', '42', 98, 80, 105],
    ['16', '44', 103, 85, 110],
    ['18', '46', 110, 92, 117],
  ];
  const h = SIZE_GUIDE.headers;
  const head = `<tr><th>${h.size[lang]}</th><th>${h.bust[lang]}</th><th>${h.waist[lang]}</th><th>${h.hips[lang]}</th></tr>`;
  const body = rows
    .map(
      ([uk, fr, bust, waist, hips]) =>
        `<tr><td>${lang === 'fr' ? fr : uk}</td><td>${bust}</td><td>${waist}</td><td>${hips}</td></tr>`,
    )
    .join('');
  return `<figure class="size-table"><table><thead>${head}</thead><tbody>${body}</tbody></table><figcaption>${SIZE_GUIDE.caption[lang]}</figcaption></figure>`;
}

/** A table of the cookie policy: each cookie's name, what it does and how long it lasts. */
function cookieTable(rows: CookieRow[], lang: Language): string {
  const h = COOKIES.headers;
  const head = `<tr><th>${h.name[lang]}</th><th>${h.purpose[lang]}</th><th>${h.lasts[lang]}</th></tr>`;
  const body = rows
    .map(
      (r) =>
        `<tr><td><strong>${r.name}</strong></td><td>${r.purpose[lang]}</td><td>${r.lasts[lang]}</td></tr>`,
    )
    .join('');
  return `<figure><table><thead>${head}</thead><tbody>${body}</tbody></table></figure>`;
}

/** The cookie policy: what the store really sets (§9 cookies) and what the tag manager may (§4.4). */
function cookiePolicy(lang: Language): Json {
  const { necessary, optional, choices, staff } = COOKIES;
  return page(COOKIES.title[lang], 'cookie-policy', COOKIES.body[lang], {
    seoDescription: COOKIES.seoDescription[lang],
    sections: [
      { heading: necessary.heading[lang], body: necessary.text[lang] + cookieTable(necessary.rows, lang) },
      {
        heading: optional.heading[lang],
        body: optional.text[lang] + cookieTable(optional.rows, lang) + optional.personalisation[lang],
      },
      { heading: choices.heading[lang], body: choices.text[lang] },
      { heading: staff.heading[lang], body: staff.text[lang] },
    ],
  });
}

function singles(locale: LocaleCode, lang: Language): SeedEntry[] {
  const entries: [string, Json][] = [
    [
      'homepage',
      page(HOME.title[lang], 'homepage', HOME.body[lang], {
        seoDescription: HOME.seoDescription[lang],
        hero: {
          title: HOME.heroTitle[lang],
          text: HOME.heroText[lang],
          link: '/new-in.html',
          linkLabel: HOME.heroLink[lang],
          Media: HERO,
        },
      }),
    ],
    [
      'terms-page',
      page(TERMS.title[lang], 'terms', TERMS.body[lang], { sections: sections(TERMS.sections, lang) }),
    ],
    [
      'privacy-policy-page',
      page(PRIVACY.title[lang], 'privacy-policy', PRIVACY.body[lang], {
        sections: sections(PRIVACY.sections, lang),
      }),
    ],
    ['royalty-page', page(ROYALTY.title[lang], 'royalty', ROYALTY.body[lang])],
    ['account-balance', page(ACCOUNT_BALANCE.title[lang], 'account-balance', ACCOUNT_BALANCE.body[lang])],
    [
      'gift-card-page',
      page(GIFT_CARDS.title[lang], 'giftcards', GIFT_CARDS.body[lang], {
        sections: sections(GIFT_CARDS.sections, lang),
      }),
    ],
    [
      'faq-landing-page',
      page(FAQ_LANDING.title[lang], 'faq', FAQ_LANDING.body[lang], {
        sections: Object.entries(TOPICS).map(([topic, name]) => ({
          heading: name[lang],
          body: `<ul>${FAQ_PAGES.filter((f) => f.topic === topic)
            .map((f) => `<li><a href="/faq?faq=${f.slug}">${f.title[lang]}</a></li>`)
            .join('')}</ul>`,
        })),
      }),
    ],
    ['size-guide-page', page(SIZE_GUIDE.title[lang], 'size-guide', SIZE_GUIDE.body[lang] + sizeTable(lang))],
    [
      SUBSCRIPTION_PAGE_KEY,
      page(SUBSCRIPTION_PAGE.title[lang], 'free-next-day-delivery', SUBSCRIPTION_PAGE.body[lang], {
        sections: sections(SUBSCRIPTION_PAGE.sections, lang),
      }),
    ],
    [
      'plp-filters-setting',
      {
        filters: Object.entries(FILTER_LABELS).map(([attribute, label], i) => ({
          attribute,
          label: label[lang],
          // Brand is one house brand in the demo catalogue: a filter with one value helps nobody.
          show: attribute !== 'brand' && i < 9,
        })),
        pageSize: 48,
      },
    ],
    [
      'pdp-setting',
      {
        showSizeGuide: true,
        showDeliveryAndReturns: true,
        deliveryText: PDP.delivery[lang],
        returnsText: PDP.returns[lang],
        showRecommendations: true,
        recommendationsTitle: PDP.recommendations[lang],
      },
    ],
    ...(['register-marketing-pref', 'my-info-marketing-pref'] as const).map((key): [string, Json] => [
      key,
      {
        title: (key === 'register-marketing-pref' ? MARKETING.registerTitle : MARKETING.myInfoTitle)[lang],
        description: MARKETING.description[lang],
        channels: [
          { channel: 'email', label: MARKETING.email[lang], description: MARKETING.emailText[lang] },
          { channel: 'sms', label: MARKETING.sms[lang], description: MARKETING.smsText[lang] },
          { channel: 'post', label: MARKETING.post[lang], description: MARKETING.postText[lang] },
        ],
      },
    ]),
  ];
  const available: Record<string, boolean> = {
    'royalty-page': anyBrandOffers('royalty', locale),
    'gift-card-page': anyBrandOffers('giftcards', locale),
    'account-balance': anyBrandOffers('accountBalance', locale),
    [SUBSCRIPTION_PAGE_KEY]: anyBrandOffers('subscription', locale),
  };
  return entries
    .filter(([key]) => available[key] !== false)
    .map(([key, data]) => ({ kind: 'single', key, locale, data }));
}

function storeEntries(locale: LocaleCode): SeedEntry[] {
  const lang = getLocale(locale).language;
  return [
    { kind: 'footer', key: 'footer', locale, data: footer(locale, lang) },
    ...singles(locale, lang),
    ...FAQ_PAGES.map((f) => ({
      kind: 'faq' as const,
      key: f.slug,
      locale,
      data: page(f.title[lang], f.slug, f.body[lang], { topic: TOPICS[f.topic][lang] }),
    })),
    // Served by the catch-all (§2.1, decision 0040), linked from every footer.
    {
      kind: 'page',
      key: 'about-us',
      locale,
      data: page(ABOUT.title[lang], 'about-us', ABOUT.body[lang], {
        seoDescription: ABOUT.seoDescription[lang],
        sections: sections(ABOUT.sections, lang),
      }),
    },
    { kind: 'page', key: 'cookie-policy', locale, data: cookiePolicy(lang) },
  ];
}

const ROBOTS = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /customer/',
  'Disallow: /checkout/',
  'Disallow: /catalogsearch/',
  'Disallow: /worldpay/',
  '',
].join('\n');

interface CategoryRow {
  path: string;
  parent_id: number | null;
  id: number;
  names: Record<string, string>;
}

/** §3.4 menu of a region from the catalogue's top categories, with a coloured sale item. */
function menu(categories: CategoryRow[], lang: Language): Json {
  const name = (c: CategoryRow) => c.names[lang] ?? c.names.en ?? c.path;
  const tops = categories.filter((c) => c.parent_id === null);
  const content: Json[] = tops.map((top) => ({
    Title: name(top),
    Color: null,
    Url: `/${top.path}.html`,
    Media: {
      Desktop: [{ Url: `/media/site/category-${top.path}-800.webp` }],
      Mobile: [{ Url: `/media/site/category-${top.path}-400.webp` }],
    },
    NoFollow: false,
    List: [
      categories
        .filter((c) => c.parent_id === top.id)
        .map((c) => ({ Name: name(c), Url: `/${c.path}.html`, NoFollow: false })),
    ].filter((column) => column.length > 0),
  }));
  content.push({
    Title: MENU.sale[lang],
    Color: '#b4233c',
    // The sale listing every store has: its products reduced now (issue 29 item 12, decision 0047).
    Url: '/sale.html',
    Media: { Desktop: [], Mobile: [] },
    NoFollow: false,
    List: [[{ Name: MENU.saleAll[lang], Url: '/sale.html', NoFollow: false }]],
  });
  return { Content: content };
}

/** Midnight of the calendar day `days` after `now`, in `timeZone`. */
function midnightAfter(now: Date, days: number, timeZone: string): Date {
  const day = new Date(now.getTime() + days * 86_400_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(day)
    .split('-')
    .map(Number) as [number, number, number];
  return zonedTimeToUtc({ year: y, month: m, day: d }, timeZone);
}

/**
 * Three banners per region file (issue 5): free returns, always on (no Schedule); a seasonal sale
 * starting at midnight in the region's own zone six days after the seed's clock and ending at
 * midnight in Los Angeles four days later (so the Sydney file starts first and every file ends
 * together); and a summer sale that ended a month before.
 */
function banners(region: string, now: Date): SeedBanner[] {
  const store = storeOfRegion(region)!;
  const zone = store.timezone;
  const lang = store.language;
  const saleStart = midnightAfter(now, 6, zone);
  const saleEnd = midnightAfter(saleStart, 4, 'America/Los_Angeles');
  const window = (start: Date, end: Date, endZone = zone) => ({
    StartDate: formatInZone(start, zone),
    EndDate: formatInZone(end, endZone),
  });
  const seasonal = window(saleStart, saleEnd, 'America/Los_Angeles');
  const ended = window(midnightAfter(now, -60, zone), midnightAfter(now, -30, zone));
  const list = (type: 'listing' | 'home'): SeedBanner[] => [
    {
      region,
      type,
      bannerId: 'free-returns',
      position: 0,
      data: {
        Title: BANNERS.freeReturns.title[lang],
        Text: BANNERS.freeReturns.text[lang],
        Link: '/faq?faq=how-to-return',
      },
    },
    {
      region,
      type,
      bannerId: 'winter-sale',
      position: 1,
      data: {
        Title: BANNERS.seasonal.title[lang],
        Text: BANNERS.seasonal.text[lang],
        Link: '/clothing.html',
        Media: { App: HERO.Mobile, Desktop: HERO.Desktop, Mobile: HERO.Mobile },
        Schedule: { desktop: [seasonal], mobile: [seasonal], app: [seasonal] },
      },
    },
    {
      region,
      type,
      bannerId: 'summer-sale',
      position: 2,
      data: {
        Title: BANNERS.summer.title[lang],
        Text: BANNERS.summer.text[lang],
        Link: '/clothing.html',
        Media: { App: HERO.Mobile, Desktop: HERO.Desktop, Mobile: HERO.Mobile },
        Schedule: { desktop: [ended], mobile: [ended], app: [null] },
      },
    },
  ];
  return [...list('listing'), ...list('home')];
}

const REGIONS_WITH_BANNERS = LOCALES.map((l) => l.bmsStoreCode);

/**
 * Writes the demo content in one transaction, after the catalogue (menus come from its
 * categories). Idempotent: seed rows are replaced; rows staff created or edited are kept.
 */
export async function loadContent(
  client: pg.ClientBase,
  options: ContentSeedOptions = {},
): Promise<{ entries: number; banners: number }> {
  const now = options.now ?? new Date();
  const { rows: categories } = await client.query<CategoryRow>(
    'select id, path, parent_id, names from categories where in_menu order by position, id',
  );
  const entries: SeedEntry[] = [
    ...LOCALES.flatMap((l) => storeEntries(l.localeISOCode)),
    { kind: 'robot', key: 'robot', locale: ANY_LOCALE, data: { content: ROBOTS } },
    ...MENU_REGIONS.map((region) => ({
      kind: 'menu' as const,
      key: region,
      locale: ANY_LOCALE,
      data: menu(categories, storeOfRegion(region)!.language),
    })),
  ];
  const seedBanners = REGIONS_WITH_BANNERS.flatMap((r) => banners(r, now));
  const ctx = (timeZone: string): WriteContext => ({ mediaHost: undefined, timeZone });

  await client.query('begin');
  try {
    await client.query('delete from content_entries where seed');
    await client.query('delete from content_banners where seed');
    for (const entry of entries) {
      const schema = entrySchema(entry.kind, entry.key, ctx('UTC'))!;
      // Through the editing schemas: the seed obeys the rules staff do, and gets their defaults.
      const data = JSON.stringify(schema.parse(entry.data));
      await client.query(
        `insert into content_entries (kind, key, locale, draft, published, published_at, seed, created_at, updated_at)
         values ($1, $2, $3, $4, $4, $5, true, $5, $5) on conflict (kind, key, locale) do nothing`,
        [entry.kind, entry.key, entry.locale, data, now],
      );
    }
    for (const banner of seedBanners) {
      const data = JSON.stringify(bannerData(ctx(storeOfRegion(banner.region)!.timezone)).parse(banner.data));
      await client.query(
        `insert into content_banners (region, type, banner_id, position, draft, published, published_at, seed, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $5, $6, true, $6, $6) on conflict (region, type, banner_id) do nothing`,
        [banner.region, banner.type, banner.bannerId, banner.position, data, now],
      );
    }
    if (options.demoStaff) await seedDemoStaff(client);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  return { entries: entries.length, banners: seedBanners.length };
}

async function seedDemoStaff(client: pg.ClientBase): Promise<void> {
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  const { rows } = await client.query<{ id: string }>(
    `insert into customers (email, password_hash, first_name, last_name, store_locale)
     values ($1, $2, 'Sam', 'Editor', 'en-GB')
     on conflict (email) do update set password_hash = excluded.password_hash
     returning id`,
    [DEMO_STAFF_EMAIL, hash],
  );
  await client.query(
    `insert into staff_members (customer_id, role) values ($1, 'publisher')
     on conflict (customer_id) do update set role = 'publisher'`,
    [rows[0]!.id],
  );
}
