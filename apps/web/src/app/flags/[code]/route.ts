import { LOCALES } from '@vitrine/config';
import * as flags from 'country-flag-icons/string/3x2';

const FLAGS = flags as unknown as Record<string, string>;
const KNOWN = new Set(LOCALES.map((l) => l.currencyMenuFlagImage.split('/').pop()));

/** Store flags for the switcher (§3.2 currencyMenuFlagImage), from the country-flag-icons package. */
export async function GET(_req: Request, { params }: { params: Promise<{ code: string }> }) {
  const name = (await params).code;
  const svg = KNOWN.has(name) ? FLAGS[name.replace(/\.svg$/, '')] : undefined;
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
