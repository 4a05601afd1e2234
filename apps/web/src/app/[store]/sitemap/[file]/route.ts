import { findLocale } from '@vitrine/config';
import { sitemapService } from '@/lib/data/catalogue';
import { faqPages, slugPages } from '@/lib/content/pages';
import { offeredIn, sitemapUrlEntry } from '@/lib/sitemap-xml';

/** Editorial pages every store lists (§2.1), less those §2.2 keeps from a store. */
const EDITORIAL_PATHS = [
  '/faq',
  '/size-guide',
  '/terms',
  '/privacy-policy',
  '/royalty',
  '/giftcards',
  '/contact',
];

export const dynamic = 'force-dynamic';

/**
 * A sitemap file of a store: `categories.xml` (home and every category), `pages.xml` (editorial
 * pages, FAQ answers and published content pages) or `products-N.xml`. Every URL carries its
 * hreflang alternates in the other stores that offer it.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ store: string; file: string }> },
) {
  const { store: code, file } = await params;
  const store = findLocale(code);
  const match = /^(categories|pages|products-(\d{1,4}))\.xml$/.exec(file);
  if (!store || !match) return new Response('Not found', { status: 404 });
  const sitemap = sitemapService();
  const entries: { path: string; modified?: Date }[] = [];
  if (match[1] === 'categories') {
    entries.push({ path: '/' });
    for (const path of await sitemap.categoryPaths()) entries.push({ path: `/${path}.html` });
  } else if (match[1] === 'pages') {
    for (const path of EDITORIAL_PATHS) if (offeredIn(store, path)) entries.push({ path });
    // FAQ answers come from the content service; without it the landing pages still list.
    for (const faq of await faqPages(store).catch(() => [])) entries.push({ path: `/faq/${faq.slug}` });
    // The catch-all's published pages (decision 0040), at their French paths on fr-FR.
    for (const page of await slugPages(store).catch(() => [])) entries.push({ path: `/${page.slug}` });
  } else {
    const products = await sitemap.productPage(store, Number(match[2]));
    if (products.length === 0) return new Response('Not found', { status: 404 });
    for (const p of products) entries.push({ path: `/${p.urlKey}.html`, modified: p.modified });
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map((e) => sitemapUrlEntry(store, e.path, e.modified)).join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
