import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { firstProductPath, loopbackOrigin, warmUp, WARM_UP_PATHS, warmUpState } from './warm-up';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const READY = { status: 'starting', listingIndex: 'ready', searchDocuments: 'ready' };

/**
 * A server that records the pages it is asked for, answers them from `answer` (status) and `html`
 * (body), and answers the health check from `health` (called with how many times it was asked).
 */
async function recording(
  answer: (path: string) => number | 'drop',
  health: (asked: number) => object = () => READY,
  html: (path: string) => string = () => 'page',
) {
  const asked: { path: string; headers: IncomingHttpHeaders; state: string | undefined }[] = [];
  let healthAsked = 0;
  server = createServer((req, res) => {
    if (req.url === '/elb-health-check') {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify(health(++healthAsked)));
      return;
    }
    asked.push({ path: req.url!, headers: req.headers, state: warmUpState() });
    const status = answer(req.url!);
    if (status === 'drop') return req.socket.destroy();
    res.writeHead(status, status === 301 ? { location: '/elsewhere' } : {}).end(html(req.url!));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { asked, origin: loopbackOrigin(server.address() as AddressInfo), healthAsked: () => healthAsked };
}

describe('warm-up: the store pages a new web server asks itself for', () => {
  it('asks for the home, a category, a search and the category’s first product, in turn, as a browser', async () => {
    const category = `<nav><a href="/clothing.html">Clothing</a></nav><ul data-testid="product-grid">
      <li><a href="/midi-dress-cream-075581.html" class="block">Midi Dress</a></li>
      <li><a href="/slip-skirt-berry-046456.html">Slip Skirt</a></li></ul>`;
    const { asked, origin } = await recording(
      () => 200,
      () => READY,
      (path) => (path === '/new-in.html' ? category : '<p>no grid</p>'),
    );
    const result = await warmUp(origin);
    const pages = ['/', '/new-in.html', '/catalogsearch/result?q=qqzxv', '/midi-dress-cream-075581.html'];
    expect(asked.map((a) => a.path)).toEqual(pages);
    // Compressed, as browsers ask: the page cache keeps the copy a miss was sent (decision 0015).
    expect(asked.every((a) => a.headers['accept-encoding']?.includes('br'))).toBe(true);
    expect(asked[0]!.headers['user-agent']).toBe('vitrine-warm-up');
    expect(result.answers).toEqual(pages.map((path) => ({ path, status: 200 })));
    expect(WARM_UP_PATHS).toEqual(pages.slice(0, 3));
    // The health check says "starting" while the pages are asked for, and no longer after.
    expect(asked.map((a) => a.state)).toEqual(['running', 'running', 'running', 'running']);
    expect(warmUpState()).toBe('done');
  });

  it('asks for no page until the listing index and its search documents are in memory', async () => {
    const states = [
      { listingIndex: 'building', searchDocuments: 'idle' },
      { listingIndex: 'ready', searchDocuments: 'reading' },
      { listingIndex: 'ready', searchDocuments: 'ready' },
    ];
    const { asked, origin, healthAsked } = await recording(
      () => 200,
      (n) => states[Math.min(n, states.length) - 1]!,
    );
    const result = await warmUp(origin, ['/']);
    expect(healthAsked()).toBe(3);
    expect(asked.map((a) => a.path)).toEqual(['/']);
    expect(result.indexes).toBe('ready');
  });

  it('does not wait for an index that is off, and waits no longer than it is told', async () => {
    const off = await recording(
      () => 200,
      () => ({ listingIndex: 'off', searchDocuments: 'off' }),
    );
    expect((await warmUp(off.origin, ['/'])).indexes).toBe('ready');
    expect(off.healthAsked()).toBe(1);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const stuck = await recording(
      () => 200,
      () => ({ listingIndex: 'building', searchDocuments: 'idle' }),
    );
    const result = await warmUp(stuck.origin, ['/'], { indexWaitMs: 500 });
    // A catalogue too large to read within the wait is served from SQL meanwhile: warmed anyway.
    expect(result.indexes).toBe('not ready');
    expect(stuck.asked.map((a) => a.path)).toEqual(['/']);
    expect(warmUpState()).toBe('done');
  });

  it('goes on past a page that fails or redirects, and never throws', async () => {
    const { asked, origin } = await recording((path) => (path === '/' ? 'drop' : path === '/b' ? 301 : 503));
    const result = await warmUp(origin, ['/', '/b', '/c']);
    // The redirect is not followed: only the pages named are asked for.
    expect(asked.map((a) => a.path)).toEqual(['/', '/b', '/c']);
    expect(result.answers.map((a) => a.status)).toEqual(['TypeError', 301, 503]);
  });

  it('finds the first product a category shows, not the links before its grid', () => {
    expect(
      firstProductPath(
        '<a href="/new-in.html">New</a><ul data-testid="product-grid"><li><a href="/x-1.html">',
      ),
    ).toBe('/x-1.html');
    // An empty category, or a page without a grid, has none.
    expect(firstProductPath('<a href="/new-in.html">New</a><p>Nothing here</p>')).toBeUndefined();
    expect(firstProductPath('<ul data-testid="product-grid"></ul><a href="/terms.html">Terms</a>')).toBeUndefined();
  });

  it('reaches a server bound to every interface through the loopback', () => {
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://[::1]:3000');
    expect(loopbackOrigin({ address: '127.0.0.1', family: 'IPv4', port: 80 })).toBe('http://127.0.0.1:80');
  });
});
