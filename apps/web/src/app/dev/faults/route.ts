import { errorBody, sentAsJson } from '@/lib/data/errors';
import { currentFaults, parseFaults, setFaults } from '@/lib/dev-faults';
import { devToolsEnabled } from '@/lib/dev-tools';

export const dynamic = 'force-dynamic';

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

/** The switches now on (development and test only). */
export function GET() {
  if (!devToolsEnabled()) return notFound();
  return json(currentFaults());
}

/**
 * `{ "menu": true }` or `{ "footer": ["en-AU"] }` makes that piece of the shell fail (§8);
 * `{ "menu": false }` mends it; a piece left out stays as it is. Answers every switch. JSON only: a
 * cross-site form cannot send it without a CORS preflight, which is refused.
 */
export async function POST(request: Request) {
  if (!devToolsEnabled()) return notFound();
  if (!sentAsJson(request.headers.get('content-type'))) {
    return json(errorBody('en', 'UNSUPPORTED_MEDIA_TYPE', { accepted: 'application/json' }, undefined), 415);
  }
  const faults = parseFaults(await request.json().catch(() => undefined));
  // Expected: { "menu"?: boolean | [store locale], "footer"?: boolean | [store locale] }.
  if (!faults)
    return json(
      errorBody('en', 'VALIDATION_FAILED', { fields: 'menu, footer' }, undefined, { menu: 'invalid' }),
      400,
    );
  return json(setFaults(faults));
}
