import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { NOT_A_PAGE_POLICY } from '@vitrine/commerce/security-headers';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache, type NextHandler } from './page-cache';
import { withPagePolicy } from './page-policy-handler';
import { get } from './test-client';

const DATA = 'self.__next_f.push([1,"page data"])';
const PAGE = `<html><body><h1>Dresses</h1><script>${DATA}</script><script>alert(1)</script></body></html>`;
const HASH = `'sha256-${createHash('sha256').update(DATA).digest('base64')}'`;
const policy = (hashes: readonly string[]) => `script-src 'self' ${hashes.join(' ')}; frame-ancestors 'none'`;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** The web server's composition (main.ts): headers first, then the page cache, then Next. */
async function serve(next: NextHandler, cache = new PageCache({ maxBytes: 1 << 20, ttlMs: 10_000 })) {
  const handle = withPagePolicy(next, policy, NOT_A_PAGE_POLICY);
  const server = http.createServer((req, res) => {
    res.setHeader('content-security-policy', NOT_A_PAGE_POLICY);
    void cache.handle(req, res, handle);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A shopper who already has the anti-forgery cookie (the page cache then sets none). */
const getAs = (url: string, headers: Record<string, string> = {}) =>
  get(url, { cookie: 'vt_xsrf=1', ...headers });

/** Next answering a page in two writes, as React streams it. */
const nextPage =
  (headers: Record<string, string>, body = PAGE, renders = { count: 0 }): NextHandler =>
  async (_req: IncomingMessage, res: ServerResponse) => {
    renders.count++;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.write(body.slice(0, 20));
    await new Promise((r) => setTimeout(r, 5));
    res.end(body.slice(20));
  };

const ISR = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' };
const PRIVATE = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' };

describe('the page policy of an answer Next renders (decision 0032)', () => {
  it('names the known scripts of a kept page once, and replays that policy from the page cache', async () => {
    const renders = { count: 0 };
    const origin = await serve(nextPage(ISR, PAGE, renders));
    const first = await getAs(`${origin}/dresses.html`, { 'accept-encoding': 'br' });
    const again = await getAs(`${origin}/dresses.html`, { 'accept-encoding': 'gzip' });
    expect(again.headers['x-vitrine-cache']).toBe('hit');
    expect(renders.count).toBe(1);
    for (const answer of [first, again]) {
      expect(answer.body).toBe(PAGE);
      // The page's data script by its hash; `alert(1)` is not one of Next's: it stays refused.
      expect(answer.headers['content-security-policy']).toBe(policy([HASH]));
    }
  });

  it('reads a page Next sent compressed to one shopper', async () => {
    const body = zlib.gzipSync(PAGE);
    const origin = await serve(async (_req, res) => {
      res.writeHead(200, { ...PRIVATE, 'content-encoding': 'gzip' });
      res.end(body);
    });
    const answer = await getAs(`${origin}/customer/account`, { 'accept-encoding': 'gzip' });
    expect(answer.body).toBe(PAGE);
    expect(answer.headers['content-security-policy']).toBe(policy([HASH]));
  });

  it('lets an answer that is not a page stream out with the not-a-page policy', async () => {
    let firstPartSent!: () => void;
    const firstPartArrived = new Promise<void>((r) => (firstPartSent = r));
    const origin = await serve(async (_req, res) => {
      res.setHeader('content-type', 'application/javascript');
      res.write('first part;');
      // Ends only once the browser has the first part: a held answer would never get here.
      await firstPartArrived;
      res.end('last part;');
    });
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${origin}/_next/static/chunks/a.js`, resolve),
    );
    answer.once('data', () => firstPartSent());
    const body: string[] = [];
    answer.on('data', (c: Buffer) => body.push(c.toString()));
    await new Promise((r) => answer.on('end', r));
    expect(body.join('')).toBe('first part;last part;');
    expect(answer.headers['content-security-policy']).toBe(NOT_A_PAGE_POLICY);
  });

  it('lets an answer Next compresses go out as its compression wrote it', async () => {
    const origin = await serve(async (_req, res) => {
      // Next's compression wraps the response's methods as it starts answering, over ours.
      const [write, end] = [res.write.bind(res), res.end.bind(res)];
      const gzip = zlib.createGzip();
      gzip.on('data', (chunk: Buffer) => write(chunk));
      gzip.on('end', () => end());
      res.setHeader('content-type', 'application/javascript');
      res.setHeader('content-encoding', 'gzip');
      res.write = ((chunk: string) => gzip.write(chunk)) as typeof res.write;
      res.end = ((chunk?: string) => {
        gzip.end(chunk);
        return res;
      }) as typeof res.end;
      res.write('console.log(1);');
      res.end('console.log(2);');
    });
    const answer = await getAs(`${origin}/_next/static/chunks/b.js`, { 'accept-encoding': 'gzip' });
    expect(answer.body).toBe('console.log(1);console.log(2);');
    expect(answer.headers['content-security-policy']).toBe(NOT_A_PAGE_POLICY);
  });

  it("keeps a page's own policy, and sends none with a 304 so the browser keeps the page's", async () => {
    const own = "default-src 'none'; frame-ancestors 'none'";
    const origin = await serve(async (req, res) => {
      if (req.headers['if-none-match']) {
        res.statusCode = 304;
        res.setHeader('content-type', 'text/html');
        res.end();
        return;
      }
      res.writeHead(200, { ...PRIVATE, 'content-security-policy': own });
      res.end('<p>mail</p>');
    });
    expect((await getAs(`${origin}/dev/inbox/1/html`)).headers['content-security-policy']).toBe(own);
    const revalidated = await getAs(`${origin}/staff/content`, { 'if-none-match': '"a"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });
});
