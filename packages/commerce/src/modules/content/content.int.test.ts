import { BANNER_DEFAULT_END_INSTANT, BRANDS, LOCALES, toHeaderLocale, type BrandId } from '@vitrine/config';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { grantStaffRole } from '../auth/staff.ts';
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD, loadContent } from './seed.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
afterEach(() => {
  delete process.env.CONTENT_API_TOKEN;
  delete process.env.CONTENT_MEDIA_HOST;
});

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);
const get = (path: string, headers: Record<string, string> = {}) => call('GET', path, undefined, headers);

async function staffSession(role: 'editor' | 'publisher') {
  const session = await registerAndLogin(api);
  await grantStaffRole(db, session.customerId, role);
  return session;
}

describe('§3.1/§7.9 footer in both shapes, every store', () => {
  it.each(LOCALES.map((l) => l.localeISOCode))(
    '%s: v1 data with attributes and v2 data flat',
    async (code) => {
      const v1 = await get('/footer?populate=links', { locale: toHeaderLocale(code) });
      expect(v1.status).toBe(200);
      const one = await v1.json();
      expect(one.meta).toEqual({});
      expect(one.data.id).toEqual(expect.any(Number));
      const attrs = one.data.attributes;
      expect(attrs.locale).toBe(code);
      for (const stamp of ['createdAt', 'updatedAt', 'publishedAt'])
        expect(Date.parse(attrs[stamp])).not.toBeNaN();
      expect(attrs.sections).toHaveLength(3);
      const section = attrs.sections[0];
      expect(Object.keys(section).sort()).toEqual(
        ['contentBlock', 'id', 'label', 'link', 'links', 'showInFooter', 'showInSideNav', 'title'].sort(),
      );
      expect(Object.keys(section.links[0]).sort()).toEqual(['href', 'id', 'label', 'rel', 'target']);

      // v2 with the §7.9 query locale instead of the header.
      const v2 = await jsonRequest(api, 'GET', `/api/v2/footer?locale=${code}&populate=links`);
      expect(v2.status).toBe(200);
      const two = await v2.json();
      expect(two.data).toMatchObject({ id: one.data.id, documentId: 'footer', locale: code });
      expect(two.data.sections).toEqual(attrs.sections);

      const hrefs = attrs.sections.flatMap((s: { links: { href: string }[] }) => s.links.map((l) => l.href));
      // §2.2: royalty and gift cards only where the store offers them.
      expect(hrefs.includes(code === 'fr-FR' ? '/ledito/vip' : '/royalty')).toBe(
        ['en-GB', 'en-EU', 'en-IE', 'fr-FR'].includes(code),
      );
      expect(hrefs.includes('/giftcards')).toBe(['en-GB', 'en-IE', 'en-US'].includes(code));
      const title = attrs.sections[0].title;
      expect(title).toBe(code === 'fr-FR' ? 'Aide' : code === 'ar-AE' ? 'المساعدة' : 'Help');
    },
  );

  it('fr-FR links use the French paths of §2.1', async () => {
    const body = await (await get('/footer', { locale: 'fr_FR' })).json();
    const hrefs = body.data.attributes.sections.flatMap((s: { links: { href: string }[] }) =>
      s.links.map((l) => l.href),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/guide-des-tailles',
        '/conditions-generales',
        '/politique-de-confidentialite',
      ]),
    );
  });
});

describe('§5 Locale is required', () => {
  it.each(['/footer', '/homepage', '/faq-content-pages', '/pages/about-us'])(
    '%s without a locale is a 400',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('LOCALE_REQUIRED');
      // §5 gives the wording, with no full stop; one constant owns it (packages/config).
      expect(body.error.message).toBe('Locale is required');
    },
  );

  it('v2 footer too, and an unknown locale is its own 400', async () => {
    expect((await jsonRequest(api, 'GET', '/api/v2/footer')).status).toBe(400);
    const bad = await get('/footer?locale=xx-XX');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('INVALID_LOCALE');
  });

  it('robot and the static files need no locale', async () => {
    const robot = await get('/robot');
    expect(robot.status).toBe(200);
    expect((await robot.json()).data.content).toMatch(/^User-agent: \*/);
    expect((await get('/static/menu/UK.json')).status).toBe(200);
    expect((await get('/static/banner/UK_listing.json')).status).toBe(200);
  });
});

describe('§7.9 single entries and collections', () => {
  it('answers every single endpoint flat, in the store language', async () => {
    for (const endpoint of [
      'homepage',
      'terms-page',
      'privacy-policy-page',
      'faq-landing-page',
      'size-guide-page',
      'plp-filters-setting',
      'pdp-setting',
      'register-marketing-pref',
      'my-info-marketing-pref',
    ]) {
      const res = await get(`/${endpoint}`, { locale: 'ar_AE' });
      expect(res.status, endpoint).toBe(200);
      const { data, meta } = await res.json();
      expect(meta).toEqual({});
      expect(data).toMatchObject({ documentId: endpoint, locale: 'ar-AE' });
    }
    const size = (await (await get('/size-guide-page?locale=fr-FR')).json()).data;
    expect(size.body).toContain('<table>');
    expect(size.title).toBe('Guide des tailles');
    const prefs = (await (await get('/register-marketing-pref', { locale: 'en_GB' })).json()).data;
    expect(prefs.channels.map((c: { channel: string }) => c.channel)).toEqual(['email', 'sms', 'post']);
  });

  it('§2.2: royalty, gift-card and account-balance pages exist only where offered', async () => {
    expect((await get('/royalty-page', { locale: 'en_GB' })).status).toBe(200);
    expect((await get('/royalty-page', { locale: 'en_US' })).status).toBe(404);
    expect((await get('/gift-card-page', { locale: 'en_US' })).status).toBe(200);
    expect((await get('/gift-card-page', { locale: 'en_AU' })).status).toBe(404);
    expect((await get('/account-balance', { locale: 'ar_AE' })).status).toBe(200);
    const missing = await get('/account-balance', { locale: 'fr_FR' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toContain('account-balance');
  });

  // Issue 29 item 6: §2.2 gives boohooman its own account-balance stores (fr-FR yes, the UAE no).
  // The deployment's brand decides both the entry and the footer link, in every store.
  it.each(Object.keys(BRANDS) as BrandId[])(
    '§2.2 account balance under BRAND=%s: the entry and the footer link exactly where offered',
    async (brand) => {
      vi.stubEnv('BRAND', brand);
      try {
        const offered = BRANDS[brand].accountBalanceLocales;
        for (const { localeISOCode: code } of LOCALES) {
          const locale = toHeaderLocale(code);
          const entry = await get('/account-balance', { locale });
          expect(entry.status, `${brand} ${code}`).toBe(offered.includes(code) ? 200 : 404);
          const footer = (await (await get('/footer?populate=links', { locale })).json()).data.attributes;
          const hrefs = footer.sections.flatMap((s: { links: { href: string }[] }) =>
            s.links.map((l) => l.href),
          );
          expect(hrefs.includes('/customer/credit'), `${brand} ${code} footer`).toBe(offered.includes(code));
        }
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

  it('FAQ content pages: six in three topics, one by slug, and the generic pages', async () => {
    const list = await (await get('/faq-content-pages', { locale: 'en_GB' })).json();
    expect(list.meta.pagination.total).toBe(6);
    expect(new Set(list.data.map((p: { topic: string }) => p.topic)).size).toBe(3);
    const topic = list.data[0].topic;
    const narrowed = await (
      await get(`/faq-content-pages?topic=${encodeURIComponent(topic)}`, { locale: 'en_GB' })
    ).json();
    expect(narrowed.meta.pagination.total).toBe(2);
    const one = await (await get('/faq-content-pages/how-to-return', { locale: 'fr_FR' })).json();
    expect(one.data).toMatchObject({ slug: 'how-to-return', documentId: 'how-to-return', locale: 'fr-FR' });
    expect((await get('/faq-content-pages/nope', { locale: 'en_GB' })).status).toBe(404);
    expect((await get('/pages/about-us', { locale: 'en_GB' })).status).toBe(200);
  });
});

describe('§3.4/§7.7 static menu files', () => {
  it('the NZ menu is the AU file', async () => {
    const au = await (await get('/static/menu/AU.json')).json();
    const nz = await (await get('/static/menu/NZ.json')).json();
    expect(nz).toEqual(au);
    const content = au.Groups[0].Entries[0].Content;
    expect(content.length).toBeGreaterThan(3);
    expect(content.at(-1)).toMatchObject({ Color: '#b4233c', NoFollow: false });
    expect(content[0]).toMatchObject({ Title: expect.any(String), Url: expect.stringMatching(/\.html$/) });
    expect(content.find((i: { List: unknown[] }) => i.List.length > 0).List[0][0]).toEqual({
      Name: expect.any(String),
      Url: expect.any(String),
      NoFollow: false,
    });
  });

  it('Arabic and French menus use the category names of their language; unknown regions 404', async () => {
    const ar = await (await get('/static/menu/AE_AR.json')).json();
    expect(ar.Groups[0].Entries[0].Content[0].Title).toMatch(/[\u0600-\u06FF]/);
    const fr = await (await get('/static/menu/FR.json')).json();
    expect(fr.Groups[0].Entries[0].Content.map((i: { Title: string }) => i.Title)).toContain('Soldes');
    expect((await get('/static/menu/XX.json')).status).toBe(404);
    expect((await get('/static/menu/AU.xml')).status).toBe(404);
  });
});

describe('§3.5/§7.7 banner files carry their schedules', () => {
  it('AU: always-on, a sale from midnight in Sydney to midnight in Los Angeles, an ended one', async () => {
    const file = await (await get('/static/banner/AU_listing.json')).json();
    const ids = file.Banners.map((b: { BannerId: string }) => b.BannerId);
    expect(ids).toEqual(['free-returns', 'winter-sale', 'summer-sale']);
    const [always, sale, ended] = file.Banners;
    expect(always.Schedule).toBeUndefined();
    const window = sale.Schedule.desktop[0];
    expect(window.StartDate).toMatch(/T00:00:00\+11:00$/);
    expect(window.EndDate).toMatch(/T00:00:00-08:00$/);
    expect(Date.parse(ended.Schedule.desktop[0].EndDate)).toBeLessThan(Date.parse('2026-11-01T12:00:00Z'));
    expect(ended.Schedule.app).toEqual([null]);
    expect(sale.Media.Desktop[0].Url).toMatch(/^\/media\//);
  });

  it('AE_AR has its own Arabic file; unknown regions and types 404', async () => {
    const ar = await (await get('/static/banner/AE_AR_home.json')).json();
    expect(ar.Banners[0].Title).toMatch(/[\u0600-\u06FF]/);
    expect((await get('/static/banner/XX_listing.json')).status).toBe(404);
    expect((await get('/static/banner/UK_sidebar.json')).status).toBe(404);
  });
});

describe('§5/§7.6 preview', () => {
  it('as a Chicago shopper at a future wall-clock time, the future banner shows', async () => {
    const staff = await staffSession('editor');
    const file = await (await get('/static/banner/US_listing.json')).json();
    const start = file.Banners.find((b: { BannerId: string }) => b.BannerId === 'winter-sale').Schedule
      .desktop[0].StartDate as string;
    // The US file starts at midnight New York time: 23:30 the evening before in Chicago is 00:30 there.
    expect(start).toMatch(/T00:00:00-05:00$/);
    const day = start.slice(0, 10);
    const eve = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const at = async (dateTime: string) => {
      const res = await get(
        `/banner/preview?Device=desktop&Store=US_CENTRAL&DateTime=${dateTime}`,
        staff.bearer,
      );
      expect(res.status).toBe(200);
      return res.json();
    };
    const late = await at(`${eve}T23:30`);
    expect(late.Banners.map((b: { BannerId: string }) => b.BannerId)).toEqual([
      'free-returns',
      'winter-sale',
    ]);
    expect(late.Preview).toMatchObject({ Store: 'US_CENTRAL', Region: 'US', TimeZone: 'America/Chicago' });
    expect(late.Preview.At).toBe(new Date(Date.parse(`${day}T05:30:00Z`)).toISOString());
    const early = await at(`${eve}T22:30`);
    expect(early.Banners.map((b: { BannerId: string }) => b.BannerId)).toEqual(['free-returns']);
  });

  it('is 401 for guests and 403 for shoppers; bad parameters are 400', async () => {
    expect((await get('/banner/preview?Store=UK')).status).toBe(401);
    expect((await get('/menu/preview?Store=UK')).status).toBe(401);
    const shopper = await registerAndLogin(api);
    expect((await get('/banner/preview?Store=UK', shopper.bearer)).status).toBe(403);
    expect((await get('/menu/preview?Store=UK', shopper.bearer)).status).toBe(403);
    const staff = await staffSession('editor');
    const unknown = await get('/banner/preview?Store=MARS', staff.bearer);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.code).toBe('PREVIEW_STORE_UNKNOWN');
    expect((await get('/banner/preview?Store=UK&DateTime=2026-02-30T09:00', staff.bearer)).status).toBe(400);
    expect((await get('/banner/preview?Store=UK&Device=watch', staff.bearer)).status).toBe(400);
  });

  it('§3.5 a banner without an EndDate runs until 01-01-2121 12:00 UTC in every store', async () => {
    const staff = await staffSession('editor');
    for (const region of ['AU', 'US']) {
      const saved = await call(
        'PUT',
        `/content/banners/${region}/listing/no-end`,
        { data: { Title: 'No end', Schedule: { desktop: [{ StartDate: '2026-01-01T00:00' }] } } },
        staff.bearer,
      );
      expect(saved.status).toBe(200);
      const shown = async (instant: string) =>
        (
          await (await get(`/banner/preview?Store=${region}&DateTime=${instant}`, staff.bearer)).json()
        ).Banners.some((b: { BannerId: string }) => b.BannerId === 'no-end');
      // One instant for the server and the browser (packages/config BANNER_DEFAULT_END_INSTANT):
      // Sydney's noon (01:00Z) and Los Angeles' (20:00Z the day after) are not the end.
      const end = Date.parse(BANNER_DEFAULT_END_INSTANT);
      expect(await shown(new Date(end - 60_000).toISOString())).toBe(true);
      expect(await shown(new Date(end).toISOString())).toBe(false);
    }
  });

  it('shows drafts: an unpublished banner and an edited menu, NZ previewing the AU menu', async () => {
    const staff = await staffSession('editor');
    const draft = await call(
      'PUT',
      '/content/banners/CA/listing/preview-only',
      { data: { Title: 'Preview only', Schedule: { desktop: [{ StartDate: '2026-12-24T00:00' }] } } },
      staff.bearer,
    );
    expect(draft.status).toBe(200);
    // Wall-clock dates are stored as instants in the region's zone (Toronto, UTC-5 in December).
    expect((await draft.json()).draft.Schedule.desktop[0].StartDate).toBe('2026-12-24T00:00:00-05:00');
    const file = await (await get('/static/banner/CA_listing.json')).json();
    expect(file.Banners.map((b: { BannerId: string }) => b.BannerId)).not.toContain('preview-only');
    const ids = async (dateTime: string) =>
      (await (await get(`/banner/preview?Store=CA&DateTime=${dateTime}`, staff.bearer)).json()).Banners.map(
        (b: { BannerId: string }) => b.BannerId,
      );
    expect(await ids('2026-12-24T00:00')).toContain('preview-only');
    expect(await ids('2026-12-23T23:59')).not.toContain('preview-only');

    const menu = await (await get('/menu/preview?Store=NZ&Device=mobile', staff.bearer)).json();
    const au = await (await get('/static/menu/AU.json')).json();
    expect(menu.Groups[0].Entries[0].Content).toEqual(au.Groups[0].Entries[0].Content);
    expect(menu.Preview.Region).toBe('NZ');
  });

  it('the demo staff account (development and test only) can sign in and preview', async () => {
    const login = await call(
      'POST',
      '/auth/login',
      { email: DEMO_STAFF_EMAIL, password: DEMO_STAFF_PASSWORD },
      {
        ...fromAddress('203.0.113.77'),
      },
    );
    expect(login.status).toBe(200);
    const { accessToken } = await login.json();
    expect((await get('/menu/preview?Store=en-GB', { authorization: `Bearer ${accessToken}` })).status).toBe(
      200,
    );
  });
});

describe('issue 5 §9 editing API', () => {
  const slug = `test-page-${Date.now()}`;

  it('a draft is not visible until a publisher publishes it; later drafts wait too', async () => {
    const editor = await staffSession('editor');
    const publisher = await staffSession('publisher');
    const put = await call(
      'PUT',
      `/content/entries/page/${slug}?locale=en-GB`,
      { data: { title: 'Winter edit', slug: 'ignored', body: '<p>First</p>' } },
      editor.bearer,
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ status: 'draft', draft: { slug } });
    expect((await get(`/pages/${slug}`, { locale: 'en_GB' })).status).toBe(404);

    const byEditor = await call(
      'POST',
      `/content/entries/page/${slug}/publish?locale=en-GB`,
      undefined,
      editor.bearer,
    );
    expect(byEditor.status).toBe(403);
    const published = await call(
      'POST',
      `/content/entries/page/${slug}/publish?locale=en-GB`,
      undefined,
      publisher.bearer,
    );
    expect(published.status).toBe(200);
    expect((await published.json()).status).toBe('published');
    expect((await (await get(`/pages/${slug}`, { locale: 'en_GB' })).json()).data.body).toBe('<p>First</p>');

    await call(
      'PUT',
      `/content/entries/page/${slug}?locale=en-GB`,
      { data: { title: 'Winter edit', slug, body: '<p>Second</p>' } },
      editor.bearer,
    );
    expect((await (await get(`/pages/${slug}`, { locale: 'en_GB' })).json()).data.body).toBe('<p>First</p>');
    const staffView = await (await get(`/content/entries/page/${slug}?locale=en-GB`, editor.bearer)).json();
    expect(staffView.status).toBe('changed');

    const later = await call(
      'POST',
      `/content/entries/page/${slug}/publish?locale=en-GB`,
      { at: '2099-01-01T00:00:00+00:00' },
      publisher.bearer,
    );
    expect((await later.json()).status).toBe('scheduled');
    expect((await (await get(`/pages/${slug}`, { locale: 'en_GB' })).json()).data.body).toBe('<p>First</p>');

    const off = await call(
      'POST',
      `/content/entries/page/${slug}/unpublish?locale=en-GB`,
      undefined,
      publisher.bearer,
    );
    expect(off.status).toBe(200);
    expect((await get(`/pages/${slug}`, { locale: 'en_GB' })).status).toBe(404);
  });

  it('sanitises rich text on write with the §3.8 allow-list', async () => {
    const editor = await staffSession('editor');
    const res = await call(
      'PUT',
      `/content/entries/faq/${slug}?locale=fr-FR`,
      {
        data: {
          title: 'Question',
          slug,
          body:
            '<p onclick="steal()">Bonjour<script>alert(1)</script></p><a href="javascript:alert(1)" onmouseover="x()">lien</a>' +
            '<img src="/media/a.webp" onerror="y()"><iframe src="https://evil.example"></iframe><style>p{}</style>' +
            '<a href="https://example.com" target="_blank">ok</a>',
          sections: [
            {
              heading: 'Q',
              body: '<h2 style="color:red">Titre</h2><table><tr><td colspan="2">1</td></tr></table>',
            },
          ],
        },
      },
      editor.bearer,
    );
    expect(res.status).toBe(200);
    const { draft } = await res.json();
    expect(draft.body).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|iframe|style/i);
    expect(draft.body).toContain('<p>Bonjour</p>');
    expect(draft.body).toContain('<img src="/media/a.webp" />');
    expect(draft.body).toContain('rel="noopener noreferrer"');
    expect(draft.sections[0].body).toBe('<h2>Titre</h2><table><tr><td colspan="2">1</td></tr></table>');
    const { rows } = await db.$client.query(
      "select draft->>'body' as body from content_entries where kind = 'faq' and key = $1",
      [slug],
    );
    expect(rows[0].body).not.toMatch(/script/);
  });

  it('strips the media CDN host on save and adds it on load (§3.5)', async () => {
    process.env.CONTENT_MEDIA_HOST = 'media.vitrine.test';
    const publisher = await staffSession('publisher');
    const id = `media-${Date.now()}`;
    const put = await call(
      'PUT',
      `/content/banners/IL/home/${id}`,
      {
        data: {
          Title: 'Media',
          Media: {
            Desktop: [{ Url: 'https://media.vitrine.test/media/site/hero-1600.webp' }],
            Mobile: [{ Url: '/media/site/hero-mobile-800.webp' }],
          },
        },
        position: 9,
      },
      publisher.bearer,
    );
    expect(put.status).toBe(200);
    const { rows } = await db.$client.query(
      "select draft from content_banners where region = 'IL' and banner_id = $1",
      [id],
    );
    expect(rows[0].draft.Media.Desktop[0].Url).toBe('/media/site/hero-1600.webp');
    await call('POST', `/content/banners/IL/home/${id}/publish`, undefined, publisher.bearer);
    const file = await (await get('/static/banner/IL_home.json')).json();
    const banner = file.Banners.find((b: { BannerId: string }) => b.BannerId === id);
    expect(banner.Media.Desktop[0].Url).toBe('https://media.vitrine.test/media/site/hero-1600.webp');
    expect(banner.Media.Mobile[0].Url).toBe('https://media.vitrine.test/media/site/hero-mobile-800.webp');
    expect(file.Banners.at(-1).BannerId).toBe(id);
    // Scheduling a published banner changes the draft only, until it is published again.
    const scheduled = await call(
      'PUT',
      `/content/banners/IL/home/${id}/schedule`,
      { Schedule: { mobile: [null] } },
      publisher.bearer,
    );
    expect((await scheduled.json()).status).toBe('changed');
    await call('POST', `/content/banners/IL/home/${id}/unpublish`, undefined, publisher.bearer);
    const after = await (await get('/static/banner/IL_home.json')).json();
    expect(after.Banners.map((b: { BannerId: string }) => b.BannerId)).not.toContain(id);
  });

  it('refuses bad input with 400 or 404, never 500', async () => {
    const editor = await staffSession('editor');
    const cases: [string, string, unknown, number][] = [
      ['PUT', '/content/entries/footer/footer', { data: { sections: [] } }, 400], // no locale
      ['PUT', '/content/entries/footer/footer?locale=en-GB', { data: { sections: 'nope' } }, 400],
      [
        'PUT',
        '/content/entries/footer/footer?locale=en-GB',
        { data: { sections: [{ title: 'x', links: [{ label: 'x', href: 'javascript:alert(1)' }] }] } },
        400,
      ],
      ['PUT', '/content/entries/single/not-an-endpoint?locale=en-GB', { data: {} }, 404],
      [
        'PUT',
        '/content/entries/single/royalty-page?locale=en-US',
        { data: { title: 'x', slug: 'royalty' } },
        400,
      ],
      ['PUT', '/content/entries/widget/x?locale=en-GB', { data: {} }, 400],
      ['PUT', '/content/entries/menu/NZ', { data: { Content: [] } }, 404],
      [
        'PUT',
        '/content/banners/UK/listing/bad',
        { data: { Title: 'x', Schedule: { desktop: [{ StartDate: 'soon' }] } } },
        400,
      ],
      ['PUT', '/content/banners/UK/listing/bad', { data: { Title: 'x', Schedule: { tv: [] } } }, 400],
      ['PUT', '/content/banners/XX/listing/bad', { data: { Title: 'x' } }, 404],
      ['POST', '/content/entries/page/does-not-exist/publish?locale=en-GB', undefined, 403],
      ['GET', '/content/entries/page/does-not-exist?locale=en-GB', undefined, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await call(method, path, body, editor.bearer);
      expect(res.status, `${method} ${path}`).toBe(status);
      expect((await res.json()).error.message).toEqual(expect.any(String));
    }
  });

  it('editing is staff only: 401 for guests, 403 for shoppers', async () => {
    expect((await call('PUT', '/content/entries/robot/robot', { data: { content: '' } })).status).toBe(401);
    const shopper = await registerAndLogin(api);
    expect(
      (await call('PUT', '/content/entries/robot/robot', { data: { content: '' } }, shopper.bearer)).status,
    ).toBe(403);
    expect((await get('/content/entries', shopper.bearer)).status).toBe(403);
  });
});

describe('decision 0010 content read token', () => {
  it('with CONTENT_API_TOKEN set, content reads need the bearer; static files stay public', async () => {
    process.env.CONTENT_API_TOKEN = 'content-token-0123456789';
    expect((await get('/footer', { locale: 'en_GB' })).status).toBe(401);
    expect((await get('/homepage', { locale: 'en_GB', authorization: 'Bearer wrong' })).status).toBe(401);
    const ok = await get('/footer', { locale: 'en_GB', authorization: 'Bearer content-token-0123456789' });
    expect(ok.status).toBe(200);
    expect((await get('/static/menu/UK.json')).status).toBe(200);
    expect((await get('/static/banner/UK_home.json')).status).toBe(200);
  });
});

describe('seed: idempotent, keeps what staff changed', () => {
  it('re-seeding replaces seed rows and leaves edited and staff-made ones', async () => {
    const editor = await staffSession('editor');
    await call(
      'PUT',
      '/content/entries/page/cookie-policy?locale=en-IE',
      { data: { title: 'Cookies (edited)', slug: 'cookie-policy' } },
      editor.bearer,
    );
    const count = async () =>
      (await db.$client.query<{ n: number }>('select count(*)::int as n from content_entries where seed'))
        .rows[0]!.n;
    const before = await count();
    const client = await db.$client.connect();
    try {
      await loadContent(client, { now: new Date('2026-11-01T12:00:00Z'), demoStaff: true });
      await loadContent(client, { now: new Date('2026-11-01T12:00:00Z'), demoStaff: true });
    } finally {
      client.release();
    }
    expect(await count()).toBe(before);
    const edited = await (
      await get('/content/entries/page/cookie-policy?locale=en-IE', editor.bearer)
    ).json();
    expect(edited.draft.title).toBe('Cookies (edited)');
    const { rows } = await db.$client.query<{ n: number }>(
      "select count(*)::int as n from customers where email = 'staff@vitrine.example'",
    );
    expect(rows[0]!.n).toBe(1);
  });
});
