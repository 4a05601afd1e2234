import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache, type NextHandler } from './page-cache';
import { purgeAllPages, purgeProductPages, registerPageCache } from './page-cache-registry';
import { get, type Answer } from './test-client';

const ISR_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  'x-nextjs-cache': 'HIT',
};

/** A stand-in for Next: answers each URL with a page naming how many times it rendered. */
function fakeNext(options: { delayMs?: number; headers?: Record<string, string>; status?: number } = {}) {
  const calls: string[] = [];
  const asked: (string | undefined)[] = [];
  const handler: NextHandler = async (req: IncomingMessage, res: ServerResponse) => {
    calls.push(req.url!);
    asked.push(req.headers['accept-encoding'] as string | undefined);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    // What the proxy does on a shopper's first visit. Next then patches the response so that a
    // Set-Cookie written later keeps the proxy's cookie (next/dist/server/lib/patch-set-header.js).
    if (!req.headers.cookie?.includes('vt_xsrf=')) {
      const proxyCookie = 'vt_xsrf=from-next; Path=/';
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) =>
        setHeader(
          name,
          name.toLowerCase() === 'set-cookie'
            ? [...new Set([proxyCookie, ...[value].flat().map(String)])]
            : value,
        );
      res.setHeader('set-cookie', [proxyCookie]);
    }
    for (const [k, v] of Object.entries(options.headers ?? ISR_HEADERS)) res.setHeader(k, v);
    res.statusCode = options.status ?? 200;
    // Streamed in pieces, as React renders.
    res.write(`<html><body>${req.url} render ${calls.length} `);
    res.write(Buffer.from('x'.repeat(5000)));
    res.end('</body></html>');
  };
  return { handler, calls, asked };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(cache: PageCache, next: NextHandler): Promise<string> {
  const server = http.createServer((req, res) => void cache.handle(req, res, next));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('decision 0015: the page cache in front of Next', () => {
  it('renders a page once through Next, then answers it from memory in every encoding', async () => {
    const next = fakeNext();
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), next.handler);

    const first = await get(`${origin}/clothing/dresses.html`, { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    // The first shopper gets Next's page, compressed as the cache keeps it.
    expect(first.body).toContain('render 1');
    expect(first.headers['content-encoding']).toBe('br');

    const br = await get(`${origin}/clothing/dresses.html`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(`${origin}/clothing/dresses.html`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${origin}/clothing/dresses.html`);
    expect(next.calls).toHaveLength(1);
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(first.body);
      expect(answer.headers['x-vitrine-cache']).toBe('hit');
      expect(answer.headers['cache-control']).toBe(ISR_HEADERS['cache-control']);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(first.body));
  });

  it('keeps only the compression the first shopper took, and makes the others from it on demand', async () => {
    const next = fakeNext();
    const cache = new PageCache({ maxBytes: 1e7, ttlMs: 60_000 });
    const origin = await serve(cache, next.handler);
    const first = await get(`${origin}/dresses.html`, { 'accept-encoding': 'br' });
    const page = Buffer.byteLength(first.body);
    expect(page).toBeGreaterThan(5000);
    // The brotli copy alone (and the entry's fixed share of 512 bytes): not the page itself.
    expect(cache.stats().bytes).toBeLessThan(600);
    const gz = await get(`${origin}/dresses.html`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${origin}/dresses.html`);
    expect(gz.body).toBe(first.body);
    expect(plain.body).toBe(first.body);
    expect(Number(plain.headers['content-length'])).toBe(page);
    expect(next.calls).toHaveLength(1);
    // Made once each, then kept beside it.
    expect(cache.stats().bytes).toBeGreaterThan(page);
  });

  it('keeps a page written as views of larger byte arrays exactly as written', async () => {
    const encoder = new TextEncoder();
    const handler: NextHandler = async (_req, res) => {
      res.setHeader('content-type', ISR_HEADERS['content-type']);
      res.setHeader('cache-control', ISR_HEADERS['cache-control']);
      // React and Next write Uint8Arrays, some of them views into a larger buffer.
      res.write(encoder.encode('--<html><body>').subarray(2));
      res.write(encoder.encode('é'.repeat(3000)).subarray(0, 4000));
      res.end(encoder.encode('</body></html>'));
    };
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 60_000 }), handler);
    const expected = `<html><body>${'é'.repeat(2000)}</body></html>`;
    for (const encoding of ['br', 'br', 'gzip', 'identity']) {
      expect((await get(`${origin}/views.html`, { 'accept-encoding': encoding })).body).toBe(expected);
    }
    // One chunk alone is the page.
    const single: NextHandler = async (_req, res) => {
      res.setHeader('content-type', ISR_HEADERS['content-type']);
      res.setHeader('cache-control', ISR_HEADERS['cache-control']);
      res.end(encoder.encode('xx<p>one</p>').subarray(2));
    };
    const other = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 60_000 }), single);
    expect((await get(`${other}/one.html`)).body).toBe('<p>one</p>');
  });

  it('sends the first visitor the page compressed once, the very bytes it keeps for the next ones', async () => {
    const next = fakeNext();
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 60_000 }), next.handler);
    const first = await get(`${origin}/dresses.html`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['x-vitrine-cache']).toBe('miss');
    // The server's own time for it: Next's render, then the compression.
    expect(first.headers['server-timing']).toMatch(/^render;dur=\d+\.\d, compress;dur=\d+\.\d$/);
    expect(first.body).toContain('/dresses.html render 1 ');
    // Next is asked for the page itself, to keep.
    expect(next.asked).toEqual([undefined]);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get(`${origin}/dresses.html`, { 'accept-encoding': encoding });
      expect(again.headers['x-vitrine-cache']).toBe('hit');
      expect(again.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(again.body).toBe(first.body);
    }
    // A client that takes no compression is sent none, on a miss either.
    const plain = await get(`${origin}/tops.html`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('/tops.html render 2 ');
    expect(next.calls).toEqual(['/dresses.html', '/tops.html']);
  });

  it('lets a page too large to keep through as Next writes it, whole', async () => {
    const next = fakeNext();
    const origin = await serve(
      new PageCache({ maxBytes: 1e7, ttlMs: 60_000, maxPageBytes: 1_000 }),
      next.handler,
    );
    for (let i = 1; i <= 2; i++) {
      const page = await get(`${origin}/huge.html`, { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toMatch(new RegExp(`^<html><body>/huge.html render ${i} x{5000}</body></html>$`));
    }
    expect(next.calls).toHaveLength(2);
  });

  it('sends the first shopper, whose visit fills the cache, one anti-forgery cookie', async () => {
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), fakeNext().handler);
    const first = await get(`${origin}/`);
    expect(first.headers['x-vitrine-cache']).toBe('miss');
    // The proxy's, made for this shopper; before, the cache's own rode along: two vt_xsrf cookies.
    expect([first.headers['set-cookie'] ?? []].flat()).toEqual(['vt_xsrf=from-next; Path=/']);
  });

  it('gives each new shopper their own anti-forgery cookie, never the one Next gave the first', async () => {
    const next = fakeNext();
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), next.handler);
    await get(`${origin}/`);
    await new Promise((r) => setTimeout(r, 50));
    const a = await get(`${origin}/`);
    const b = await get(`${origin}/`);
    const returning = await get(`${origin}/`, { cookie: 'vt_xsrf=mine' });
    const cookieOf = (x: Answer) => String(x.headers['set-cookie'] ?? '');
    expect(cookieOf(a)).toMatch(/^vt_xsrf=[0-9a-f]{32}; Path=\//);
    expect(cookieOf(b)).toMatch(/^vt_xsrf=[0-9a-f]{32}; Path=\//);
    expect(cookieOf(a)).not.toBe(cookieOf(b));
    expect(cookieOf(a)).not.toContain('from-next');
    expect(returning.headers['set-cookie']).toBeUndefined();
    expect(next.calls).toHaveLength(1);
  });

  it('sends 50 shoppers arriving together on an uncached page to Next once', async () => {
    const next = fakeNext({ delayMs: 100 });
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), next.handler);
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(`${origin}/new-in.html`)));
    expect(next.calls).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('after its lifetime, lets one request ask Next again while the others keep the old copy', async () => {
    const time = clock();
    const next = fakeNext({ delayMs: 100 });
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000, now: time.now }), next.handler);
    await get(`${origin}/p.html`);
    await new Promise((r) => setTimeout(r, 50));
    time.advance(9_999);
    expect((await get(`${origin}/p.html`)).headers['x-vitrine-cache']).toBe('hit');
    time.advance(2);
    const [refresher, ...others] = await Promise.all(
      Array.from({ length: 5 }, () => get(`${origin}/p.html`)),
    );
    expect(refresher!.body).toContain('render 2');
    for (const other of others) {
      expect(other.headers['x-vitrine-cache']).toBe('stale');
      expect(other.body).toContain('render 1');
    }
    await new Promise((r) => setTimeout(r, 50));
    const after = await get(`${origin}/p.html`);
    expect(after.body).toContain('render 2');
    expect(after.headers['x-vitrine-cache']).toBe('hit');
    expect(next.calls).toHaveLength(2);
  });

  it('passes dynamic pages, errors and stale ISR pages through to Next every time', async () => {
    for (const [options, path] of [
      [
        {
          headers: {
            ...ISR_HEADERS,
            'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
          },
        },
        '/customer/account',
      ],
      [{ status: 404 }, '/no-such.html'],
      [{ headers: { ...ISR_HEADERS, 'x-nextjs-cache': 'STALE' } }, '/old.html'],
    ] as const) {
      const next = fakeNext(options);
      const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), next.handler);
      for (let i = 0; i < 3; i++) {
        const answer = await get(origin + path);
        expect(answer.body).toContain(`render ${i + 1}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(next.calls, path).toHaveLength(3);
    }
  });

  it('answers a browser that has the page with 304, and the cookie it still lacks', async () => {
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), fakeNext().handler);
    await get(`${origin}/`);
    await new Promise((r) => setTimeout(r, 50));
    const { headers } = await get(`${origin}/`, { cookie: 'vt_xsrf=a' });
    const again = await get(`${origin}/`, { 'if-none-match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(String(again.headers['set-cookie'])).toMatch(/^vt_xsrf=/);
  });

  it("drops a product's pages in every store at once when its stock changes, and everything on a content publish", async () => {
    const next = fakeNext();
    const cache = new PageCache({ maxBytes: 1e7, ttlMs: 60_000 });
    registerPageCache(cache);
    const origin = await serve(cache, next.handler);
    const paths = ['/satin-midi-dress.html', '/us/satin-midi-dress.html', '/clothing/dresses.html'];
    for (const p of paths) await get(origin + p);
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.stats().entries).toBe(3);

    purgeProductPages(['satin-midi-dress']);
    for (const p of paths) await get(origin + p);
    expect(next.calls.filter((c) => c.includes('satin'))).toHaveLength(4);
    expect(next.calls.filter((c) => c.includes('dresses'))).toHaveLength(1);

    await new Promise((r) => setTimeout(r, 50));
    purgeAllPages();
    expect(cache.stats().entries).toBe(0);
  });

  it('does not keep a page Next was rendering when a purge arrived', async () => {
    const next = fakeNext({ delayMs: 100 });
    const cache = new PageCache({ maxBytes: 1e7, ttlMs: 60_000 });
    const origin = await serve(cache, next.handler);
    const answer = get(`${origin}/p.html`);
    await new Promise((r) => setTimeout(r, 30));
    cache.purgeAll();
    await answer;
    await new Promise((r) => setTimeout(r, 50));
    expect((await get(`${origin}/p.html`)).body).toContain('render 2');
  });

  it("keeps a listing Next was rendering when another product's pages are purged, not that product's page", async () => {
    const next = fakeNext({ delayMs: 100 });
    const cache = new PageCache({ maxBytes: 1e7, ttlMs: 60_000 });
    registerPageCache(cache);
    const origin = await serve(cache, next.handler);
    const listing = get(`${origin}/us/shop-by/bottoms.html`);
    const product = get(`${origin}/us/satin-midi-dress.html`);
    await new Promise((r) => setTimeout(r, 30));
    // An order elsewhere took the dress's stock: its pages go, the listing being filled stays.
    purgeProductPages(['satin-midi-dress']);
    await Promise.all([listing, product]);
    await new Promise((r) => setTimeout(r, 50));
    const again = await get(`${origin}/us/shop-by/bottoms.html`);
    expect(again.headers['x-vitrine-cache']).toBe('hit');
    expect(next.calls.filter((c) => c.includes('bottoms'))).toHaveLength(1);
    expect((await get(`${origin}/us/satin-midi-dress.html`)).headers['x-vitrine-cache']).toBe('miss');
  });

  it('keeps within its memory, dropping the least recently used pages', async () => {
    const next = fakeNext();
    const cache = new PageCache({ maxBytes: 20_000, ttlMs: 60_000 });
    const origin = await serve(cache, next.handler);
    for (let i = 0; i < 10; i++) {
      await get(`${origin}/p${i}.html`);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(cache.stats().entries).toBeGreaterThan(0);
    expect(cache.stats().entries).toBeLessThan(10);
  });

  it('keeps search results a short while for every shopper (issue 3 item 7), still no-store for browsers', async () => {
    const noStore = 'private, no-cache, no-store, max-age=0, must-revalidate';
    const next = fakeNext({ headers: { ...ISR_HEADERS, 'cache-control': noStore } });
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), next.handler);
    for (const path of ['/catalogsearch/result?q=black+dress', '/fr/catalogsearch/result?q=robe']) {
      await get(origin + path);
      await new Promise((r) => setTimeout(r, 50));
      const again = await get(origin + path, { 'accept-encoding': 'br' });
      expect(again.headers['x-vitrine-cache']).toBe('hit');
      expect(again.headers['cache-control']).toBe(noStore);
    }
    expect(next.calls).toHaveLength(2);
    // Another query is another page.
    await get(`${origin}/catalogsearch/result?q=red+dress`);
    expect(next.calls).toHaveLength(3);
  });
});

/** A stand-in for the API: JSON naming the store its `locale` header chose and the read's number. */
function fakeApi(headers: Record<string, string>) {
  const calls: string[] = [];
  const handler: NextHandler = async (req, res) => {
    calls.push(`${req.url} ${String(req.headers.locale ?? '')}`);
    res.writeHead(200, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ locale: req.headers.locale ?? null, read: calls.length }));
  };
  return { handler, calls };
}
const PUBLIC = { 'cache-control': 'public, max-age=30', vary: 'locale' };
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('issue 3: the API’s public reads (suggestions) answered from the page cache', () => {
  it('keeps a public answer per store (`locale` header), compressed, with no cookie of its own', async () => {
    const api = fakeApi(PUBLIC);
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), api.handler);
    const url = `${origin}/api/v1/searchsuggest?q=sat`;
    const first = await get(url, { locale: 'en_GB', 'accept-encoding': 'br' });
    await settle();
    const again = await get(url, { locale: 'en_GB', 'accept-encoding': 'gzip' });
    const french = await get(url, { locale: 'fr_FR' });
    await settle();
    const frenchAgain = await get(url, { locale: 'fr_FR' });
    expect(JSON.parse(first.body)).toEqual({ locale: 'en_GB', read: 1 });
    expect(again.body).toBe(first.body);
    expect(again.headers['x-vitrine-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers.vary).toMatch(/locale/);
    expect(JSON.parse(frenchAgain.body)).toEqual({ locale: 'fr_FR', read: 2 });
    expect(api.calls).toEqual(['/api/v1/searchsuggest?q=sat en_GB', '/api/v1/searchsuggest?q=sat fr_FR']);
    // An API answer hands out no anti-forgery cookie: the proxy gives none to the API either.
    for (const answer of [first, again, french, frenchAgain])
      expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('keeps it no longer than its own max-age, when that is shorter than the cache’s lifetime', async () => {
    const time = clock();
    const api = fakeApi({ 'cache-control': 'public, max-age=3', vary: 'locale' });
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000, now: time.now }), api.handler);
    await get(`${origin}/api/v1/searchsuggest?q=bl`);
    await settle();
    time.advance(2_999);
    const old = await get(`${origin}/api/v1/searchsuggest?q=bl`);
    expect(JSON.parse(old.body).read).toBe(1);
    // A browser counts its max-age from the read, not from this replay.
    expect(old.headers.age).toBe('2');
    time.advance(2);
    await get(`${origin}/api/v1/searchsuggest?q=bl`);
    await settle();
    expect(api.calls).toHaveLength(2);
  });

  it('never keeps a customer’s own answers: private, unmarked, cookie-setting or varying on more', async () => {
    const answers: Record<string, string>[] = [
      { 'cache-control': 'private, no-store' },
      {},
      { ...PUBLIC, 'set-cookie': 'vt_jwt=someone; Path=/' },
      { ...PUBLIC, vary: 'locale, cookie' },
      { 'cache-control': 'public, max-age=0', vary: 'locale' },
    ];
    for (const headers of answers) {
      const api = fakeApi(headers);
      const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), api.handler);
      for (let i = 1; i <= 2; i++) {
        const answer = await get(`${origin}/api/v1/customer/credit`, { cookie: 'vt_jwt=a' });
        expect(JSON.parse(answer.body).read).toBe(i);
        await settle();
      }
    }
  });

  it('gives customers asking for their own data at the same moment each their own answer', async () => {
    const calls: string[] = [];
    const handler: NextHandler = async (req, res) => {
      const who = String(req.headers.cookie);
      calls.push(who);
      await new Promise((r) => setTimeout(r, 50));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, no-store' });
      res.end(JSON.stringify({ balanceOf: who }));
    };
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), handler);
    const cookies = Array.from({ length: 5 }, (_, i) => `vt_jwt=customer-${i}`);
    const answers = await Promise.all(cookies.map((cookie) => get(`${origin}/api/v1/credit`, { cookie })));
    expect(answers.map((a) => JSON.parse(a.body).balanceOf)).toEqual(cookies);
    expect(calls).toHaveLength(5);
  });

  it('sends a request with credentials in an Authorization header straight to the API', async () => {
    const api = fakeApi(PUBLIC);
    const origin = await serve(new PageCache({ maxBytes: 1e7, ttlMs: 10_000 }), api.handler);
    for (let i = 1; i <= 2; i++) {
      await get(`${origin}/api/v1/searchsuggest?q=sat`, { authorization: 'Bearer x' });
      await settle();
    }
    expect(api.calls).toHaveLength(2);
  });
});

describe('issue 3: a miss waits for one compression only', () => {
  it('keeps only what the first shopper takes, and makes another encoding when a shopper first asks', async () => {
    const next = fakeNext({ delayMs: 20 });
    const cache = new PageCache({ maxBytes: 1e7, ttlMs: 60_000 });
    const origin = await serve(cache, next.handler);
    await get(`${origin}/dresses.html`, { 'accept-encoding': 'br' });
    await settle();
    const onlyBrotli = cache.stats().bytes;
    // Ten gzip-only clients at once: all get gzip, none waits for Next.
    const gz = await Promise.all(
      Array.from({ length: 10 }, () => get(`${origin}/dresses.html`, { 'accept-encoding': 'gzip' })),
    );
    for (const answer of gz) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['x-vitrine-cache']).toBe('hit');
      expect(answer.body).toContain('/dresses.html render 1 ');
    }
    // The gzip copy now counts in the cache's memory, and only once.
    const withGzip = cache.stats().bytes;
    expect(withGzip).toBeGreaterThan(onlyBrotli);
    await get(`${origin}/dresses.html`, { 'accept-encoding': 'gzip' });
    expect(cache.stats().bytes).toBe(withGzip);
    expect(next.calls).toHaveLength(1);
  });
});
