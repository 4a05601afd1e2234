import { LOCALES } from '@vitrine/config';
import { absoluteUrl, href } from '@/lib/store';

export const dynamic = 'force-dynamic';

/**
 * robots.txt: the shop is crawlable; account, bag, checkout, search results and the API are
 * not (they are per shopper or infinite). Each store's sitemap is listed.
 */
export function GET() {
  const disallow = ['/api/', '/customer/', '/checkout/', '/catalogsearch/', '/worldpay/'];
  const prefixed = LOCALES.flatMap((l) =>
    disallow.filter((d) => d !== '/api/').map((d) => href(l, d.slice(0, -1)) + '/'),
  );
  const lines = [
    'User-agent: *',
    ...[...new Set([...disallow, ...prefixed])].map((d) => `Disallow: ${d}`),
    '',
    ...LOCALES.map((l) => `Sitemap: ${absoluteUrl(l, '/sitemap.xml')}`),
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
