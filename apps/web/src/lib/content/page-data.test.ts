import { createClient, createContentFetcher } from '@vitrine/client';
import { getLocale } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { loadFaqPage, loadFaqPages, loadPage, loadSlugPage, loadSlugPages } from './page-data';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deps(answer: (url: URL, headers: Headers) => Response) {
  const urls: URL[] = [];
  const client = createClient({
    baseUrl: 'http://127.0.0.1:3000/api',
    fetch: async (url, init) => {
      urls.push(new URL(url));
      return answer(new URL(url), new Headers(init.headers));
    },
  });
  return {
    urls,
    deps: {
      content: createContentFetcher({ client, serverSide: true }),
      sanitise: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
    },
  };
}

const fr = getLocale('fr-FR');

describe('§7.9 content pages read by the storefront', () => {
  it('reads a page with the store’s locale header and sanitised rich text', async () => {
    const { deps: d, urls } = deps((_, headers) =>
      headers.get('locale') === 'fr_FR'
        ? json({ data: { title: 'Guide des tailles', body: '<p>Mesurez-vous</p><script>x</script>' } })
        : json({ error: { code: 'LOCALE_REQUIRED', message: 'Locale is required' } }, 400),
    );
    const page = await loadPage(fr, 'size-guide-page', d);
    expect(urls[0]?.pathname).toBe('/api/v1/size-guide-page');
    expect(page).toMatchObject({ title: 'Guide des tailles', body: '<p>Mesurez-vous</p>' });
  });

  it('a 404 from the service is a missing page (null); other failures are thrown', async () => {
    expect(await loadPage(fr, 'royalty-page', deps(() => json({}, 404)).deps)).toBeNull();
    await expect(loadPage(fr, 'terms-page', deps(() => json({}, 500)).deps)).rejects.toMatchObject({
      status: 500,
    });
  });

  it('FAQ pages: the list, one page by slug, and no request for a slug that cannot exist', async () => {
    const { deps: d, urls } = deps((url) =>
      url.pathname.endsWith('/faq-content-pages')
        ? json({ data: [{ title: 'Livraison', slug: 'livraison', topic: 'Commandes' }], meta: {} })
        : json({ data: { title: 'Livraison', slug: 'livraison' } }),
    );
    expect((await loadFaqPages(fr, d)).map((p) => p.slug)).toEqual(['livraison']);
    expect(await loadFaqPage(fr, 'livraison', d)).toMatchObject({ title: 'Livraison' });
    expect(urls[1]?.pathname).toBe('/api/v1/faq-content-pages/livraison');
    expect(await loadFaqPage(fr, '../admin', d)).toBeNull();
    expect(await loadFaqPage(fr, 'Livraison', d)).toBeNull();
    expect(urls).toHaveLength(2);
  });

  it('no FAQ list (404) is an empty list', async () => {
    expect(await loadFaqPages(fr, deps(() => json({}, 404)).deps)).toEqual([]);
  });

  it('catch-all pages: one page by slug from the pages collection, nothing asked for a path that cannot be one', async () => {
    const { deps: d, urls } = deps((url) =>
      url.pathname.endsWith('/pages/a-propos') ? json({ data: { title: 'À propos' } }) : json({}, 404),
    );
    expect(await loadSlugPage(fr, 'a-propos', d)).toMatchObject({ title: 'À propos' });
    expect(await loadSlugPages(fr, d)).toEqual([]);
    expect(urls[0]?.pathname).toBe('/api/v1/pages/a-propos');
    expect(await loadSlugPage(fr, 'unpublished', d)).toBeNull();
    for (const slug of ['', 'About', 'a/b', '..', 'x'.repeat(121)])
      expect(await loadSlugPage(fr, slug, d)).toBeNull();
    expect(urls.map((u) => u.pathname)).toEqual([
      '/api/v1/pages/a-propos',
      '/api/v1/pages',
      '/api/v1/pages/unpublished',
    ]);
  });
});
