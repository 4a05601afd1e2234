import { createClient, memoryQuoteMarkers, type QuoteMarkers } from '@vitrine/client';
import { describe, expect, it } from 'vitest';
import { readBagCount } from './count';

const TOKEN = 'T'.repeat(43);

interface Sent {
  method: string;
  url: string;
  quote: string | null;
  locale: string | null;
}

/** A client over a fake fetch that answers GET quote by the Quote header it was sent. */
function setup(answer: (quote: string | null) => { status: number; body?: unknown }, markers: QuoteMarkers) {
  const sent: Sent[] = [];
  const client = createClient({
    baseUrl: 'https://www.vitrine.co.uk/api/v1',
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      const request = {
        method: init.method ?? 'GET',
        url,
        quote: headers.get('quote'),
        locale: headers.get('locale'),
      };
      sent.push(request);
      // The shared client asks for a refresh after a 401 (§4.1); a guest has nothing to refresh.
      if (url.endsWith('/auth/refresh')) return new Response(null, { status: 401 });
      const { status, body } = answer(request.quote);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const reports: unknown[] = [];
  let dropped = 0;
  const read = () =>
    readBagCount(client, markers, {
      locale: 'fr-FR',
      dropToken: () => {
        dropped += 1;
      },
      report: (error) => reports.push(error),
    });
  return { read, sent, reports, dropped: () => dropped };
}

const bag = (itemCount: number) => ({ status: 200, body: { itemCount, lines: [] } });
const notFound = { status: 404, body: { error: { code: 'QUOTE_NOT_FOUND', message: 'gone' } } };

describe('the mini-bag count', () => {
  it('asks nothing of a shopper without bag markers', async () => {
    const { read, sent } = setup(() => bag(3), memoryQuoteMarkers());
    expect(await read()).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends the stored token and the store locale (§7.5) and answers the item count', async () => {
    const markers = memoryQuoteMarkers({ flag: true, token: TOKEN });
    const { read, sent } = setup(() => bag(3), markers);
    expect(await read()).toBe(3);
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', quote: TOKEN, locale: 'fr_FR' })]);
  });

  it('sends the placeholder with only the flag (a signed-in customer’s bag is found by account)', async () => {
    const { read, sent } = setup(() => bag(2), memoryQuoteMarkers({ flag: true }));
    expect(await read()).toBe(2);
    expect(sent[0]?.quote).toBe('pltqt');
  });

  it('asks once more without a token that names no bag, and keeps only the flag when that answers', async () => {
    const markers = memoryQuoteMarkers({ flag: true, token: TOKEN });
    const { read, sent, dropped } = setup((quote) => (quote === TOKEN ? notFound : bag(4)), markers);
    expect(await read()).toBe(4);
    expect(sent.map((s) => s.quote)).toEqual([TOKEN, 'pltqt']);
    expect(dropped()).toBe(1);
    expect(markers.hasFlag()).toBe(true);
  });

  it('clears both markers when no bag is found either way, so the next page asks nothing', async () => {
    const markers = memoryQuoteMarkers({ flag: true, token: TOKEN });
    const { read } = setup(() => notFound, markers);
    expect(await read()).toBe(0);
    expect(markers.hasFlag()).toBe(false);
    expect(markers.token()).toBeUndefined();
  });

  it('clears both markers on 401: a merged or foreign bag never answers this shopper', async () => {
    const markers = memoryQuoteMarkers({ flag: true, token: TOKEN });
    const { read } = setup(
      () => ({ status: 401, body: { error: { code: 'QUOTE_MERGED', message: 'moved' } } }),
      markers,
    );
    expect(await read()).toBe(0);
    expect(markers.hasFlag()).toBe(false);
    expect(markers.token()).toBeUndefined();
  });

  it('keeps the markers and reports with alert category quote when the server fails', async () => {
    const markers = memoryQuoteMarkers({ flag: true, token: TOKEN });
    const { read, reports } = setup(
      () => ({ status: 503, body: { error: { code: 'DOWN', message: 'x' } } }),
      markers,
    );
    expect(await read()).toBeNull();
    expect(reports).toHaveLength(1);
    expect(markers.token()).toBe(TOKEN);
  });
});
