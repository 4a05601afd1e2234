import { createClient, createContentFetcher, createFooterReader, EMPTY_FOOTER } from '@vitrine/client';
import { getLocale } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { createShellLoader, SHELL_TTL_MS } from './shell-data';

type Answer = (path: string) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const menuFile = { Groups: [{ Entries: [{ Content: [{ Title: 'New in', Url: '/new-in.html' }] }] }] };
const footerFile = {
  data: { id: 1, sections: [{ id: 1, title: 'Help', showInFooter: true, showInSideNav: false, links: [] }] },
};
const bannerFile = {
  Banners: [{ BannerId: 'aw26', Schedule: { desktop: [{ StartDate: '2026-01-01T00:00:00Z' }] } }],
};

function setup(
  answer: Answer,
  clock = { now: 0 },
  fault?: (piece: 'menu' | 'footer', locale: string) => boolean,
) {
  const paths: string[] = [];
  const client = createClient({
    baseUrl: 'http://127.0.0.1:3000/api',
    fetch: async (url) => {
      const path = new URL(url).pathname.replace('/api/', '');
      paths.push(path);
      return answer(path);
    },
  });
  const content = createContentFetcher({ client, serverSide: true });
  const footer = createFooterReader({ content, sanitise: (h) => h, failureCacheMs: 0, now: () => clock.now });
  const load = createShellLoader({
    config: { mediaHost: undefined, rewriteHost: undefined },
    content,
    footer,
    now: () => clock.now,
    ...(fault ? { fault } : {}),
  });
  return { load, paths };
}

const ok: Answer = (path) =>
  path.startsWith('v1/static/menu')
    ? json(menuFile)
    : path === 'v1/footer'
      ? json(footerFile)
      : path.startsWith('v1/static/banner')
        ? json(bannerFile)
        : json({}, 404);

describe('§2.3 shell data: menu, footer and listing banner on the server', () => {
  it('loads the three pieces for the store’s region and locale', async () => {
    const { load, paths } = setup(ok);
    const data = await load(getLocale('en-GB'));
    expect(paths.sort()).toEqual(['v1/footer', 'v1/static/banner/UK_listing.json', 'v1/static/menu/UK.json']);
    expect(data.menu.map((m) => m.title)).toEqual(['New in']);
    expect(data.footer.sections.map((s) => s.title)).toEqual(['Help']);
    expect(data.listingBanners.Banners[0]?.Schedule?.desktop?.[0]?.EndDate).toBe('2121-01-01T12:00:00.000Z');
  });

  it('asks the region file of the store (NZ asks NZ; the service answers the AU file, §7.7)', async () => {
    const { load, paths } = setup(ok);
    await load(getLocale('en-NZ'));
    expect(paths).toContain('v1/static/menu/NZ.json');
  });
});

describe('§8 shell data: a failing piece leaves only that piece empty', () => {
  it.each([
    ['menu', 'v1/static/menu'],
    ['footer', 'v1/footer'],
    ['listing banner', 'v1/static/banner'],
  ])('%s fails, the others still load', async (_, failing) => {
    const { load } = setup((path) => (path.startsWith(failing) ? json({ error: {} }, 500) : ok(path)));
    const data = await load(getLocale('en-GB'));
    expect(data.menu.length === 0).toBe(failing === 'v1/static/menu');
    expect(data.footer === EMPTY_FOOTER).toBe(failing === 'v1/footer');
    expect(data.listingBanners.Banners.length === 0).toBe(failing === 'v1/static/banner');
  });

  it('the development fault switches fail one piece above its cache, and only where asked', async () => {
    const broken = new Set<string>();
    const { load } = setup(ok, { now: 0 }, (piece, locale) => broken.has(`${piece} ${locale}`));
    expect((await load(getLocale('en-AU'))).menu).toHaveLength(1);
    broken.add('menu en-AU');
    let data = await load(getLocale('en-AU'));
    expect(data.menu).toEqual([]);
    expect(data.footer.sections).toHaveLength(1);
    expect((await load(getLocale('en-GB'))).menu).toHaveLength(1);
    broken.clear();
    broken.add('footer en-AU');
    data = await load(getLocale('en-AU'));
    expect(data.footer.sections).toEqual([]);
    expect(data.menu).toHaveLength(1);
    broken.clear();
    expect((await load(getLocale('en-AU'))).footer.sections).toHaveLength(1);
  });

  it('never rejects, even when the network is down', async () => {
    const { load } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(load(getLocale('fr-FR'))).resolves.toEqual({
      menu: [],
      footer: EMPTY_FOOTER,
      listingBanners: { Banners: [] },
    });
  });

  it('reuses menu and banners for a minute, and retries a failure at once', async () => {
    const clock = { now: 0 };
    let menuUp = false;
    const { load, paths } = setup(
      (path) => (path.startsWith('v1/static/menu') && !menuUp ? json({}, 503) : ok(path)),
      clock,
    );
    expect((await load(getLocale('en-GB'))).menu).toEqual([]);
    menuUp = true;
    expect((await load(getLocale('en-GB'))).menu).toHaveLength(1);
    const menuCalls = () => paths.filter((p) => p.startsWith('v1/static/menu')).length;
    expect(menuCalls()).toBe(2);
    await load(getLocale('en-GB'));
    expect(menuCalls()).toBe(2);
    clock.now = SHELL_TTL_MS;
    await load(getLocale('en-GB'));
    expect(menuCalls()).toBe(3);
  });
});
