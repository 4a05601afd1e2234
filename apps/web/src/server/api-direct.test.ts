import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Api } from '@vitrine/commerce/http';
import { afterEach, describe, expect, it } from 'vitest';
import { apiHolder } from '../lib/api/holder';
import { apiReader, isApiRead } from './api-direct';

/** The production server's order: API reads first, everything else to "Next" (here a stand-in). */
async function serve(): Promise<{ origin: string; nextCalls: string[] }> {
  const nextCalls: string[] = [];
  const server = http.createServer((req, res) => {
    const direct = apiReader(req);
    if (direct) return void direct(req, res);
    nextCalls.push(`${req.method} ${req.url}`);
    res.end('next');
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, nextCalls };
}

const servers: http.Server[] = [];
afterEach(async () => {
  delete apiHolder.__vitrineApi;
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** An API that echoes what it was asked, as the real one answers JSON. */
const echoApi = {
  fetch: async (request: Request) =>
    Response.json(
      {
        url: new URL(request.url).pathname + new URL(request.url).search,
        locale: request.headers.get('locale'),
      },
      { headers: { 'cache-control': 'public, max-age=30' } },
    ),
} as unknown as Api;

describe('API reads past Next (issue 3: suggestions at 50 connections)', () => {
  it('are GET and HEAD under /api/v1 and /api/v2 only', () => {
    expect(isApiRead('GET', '/api/v1/searchsuggest?q=dre')).toBe(true);
    expect(isApiRead('HEAD', '/api/v2/product/VT1/inventory')).toBe(true);
    expect(isApiRead('POST', '/api/v1/checkout/place-order')).toBe(false);
    expect(isApiRead('GET', '/api/login')).toBe(false);
    expect(isApiRead('GET', '/api/v10/x')).toBe(false);
    expect(isApiRead('GET', '/clothing/dresses.html')).toBe(false);
  });

  it('go to Next until Next has built the API, then straight to it with headers and query intact', async () => {
    const { origin, nextCalls } = await serve();
    expect(await (await fetch(`${origin}/api/v1/searchsuggest?q=dre`)).text()).toBe('next');
    apiHolder.__vitrineApi = echoApi;
    const res = await fetch(`${origin}/api/v1/searchsuggest?q=sat%20mi`, { headers: { locale: 'fr_FR' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(await res.json()).toEqual({ url: '/api/v1/searchsuggest?q=sat%20mi', locale: 'fr_FR' });
    expect(nextCalls).toEqual(['GET /api/v1/searchsuggest?q=dre']);
  });

  it('leave writes and pages to Next: an order must revalidate Next’s pages in Next’s context', async () => {
    const { origin, nextCalls } = await serve();
    apiHolder.__vitrineApi = echoApi;
    await fetch(`${origin}/api/v1/checkout/place-order`, { method: 'POST', body: '{}' });
    await fetch(`${origin}/clothing/dresses.html`);
    expect(nextCalls).toEqual(['POST /api/v1/checkout/place-order', 'GET /clothing/dresses.html']);
  });
});
