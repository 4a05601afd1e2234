import { findLocale } from '@vitrine/config';
import { SITEMAP_PRODUCTS_PER_FILE, sitemapService } from '@/lib/data/catalogue';
import { xmlEscape } from '@/lib/origin';
import { absoluteUrl } from '@/lib/store';

export const dynamic = 'force-dynamic';

/** A store's sitemap index: its category file and as many product files as it needs. */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }) {
  const store = findLocale((await params).store);
  if (!store) return new Response('Not found', { status: 404 });
  const count = await sitemapService().productCount(store);
  const files = [
    'categories',
    'pages',
    ...Array.from(
      { length: Math.max(1, Math.ceil(count / SITEMAP_PRODUCTS_PER_FILE)) },
      (_, i) => `products-${i + 1}`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((f) => `  <sitemap><loc>${xmlEscape(absoluteUrl(store, `/sitemap/${f}.xml`))}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
