import { inboxMessage } from '@/lib/data/mail';
import { devToolsEnabled, parseMessageId } from '@/lib/dev-tools';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

/** The HTML part of an email as a page of its own, so a browser (or a test) can follow its links
 * exactly as a shopper would from a mail client. */
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!devToolsEnabled()) return notFound();
  const id = parseMessageId((await params).id);
  const message = id === null ? null : await inboxMessage(id);
  if (!message) return notFound();
  return new Response(message.html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      // Email HTML never runs script: inline styles and images only, nothing else loads, and no
      // other page frames it (decision 0032).
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
