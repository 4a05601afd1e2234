import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { grantStaffRole } from '@vitrine/commerce/auth';
import { getDb } from '@vitrine/commerce/db';
import { testDatabase, testDatabaseUrl } from '@vitrine/commerce/testing';
import { registerAndLogin } from '@vitrine/commerce/testing/accounts';
import { getLocale } from '@vitrine/config';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

// Decision 0059: with CONTENT_API_URL unset, the content a render shows (menu, footer, listing
// banners, the home hero, content pages) and the staff preview are read from this process's own
// API in process. The server below listens where the storefront's content client points
// (HOST:PORT/api) and answers through the same API instance, as the web server does: every request
// it sees is a request a render sent into its own server.

const holder = globalThis as unknown as {
  __vitrineContent?: unknown;
  __vitrineShell?: unknown;
  __vitrineApi?: unknown;
  __vitrineDb?: { $client: { end(): Promise<void> } };
};

let server: Server;
let origin: string;
const reached: string[] = [];

beforeAll(async () => {
  process.env.DATABASE_URL = testDatabaseUrl();
  process.env.LOG_LEVEL = 'silent';
  delete process.env.CONTENT_API_URL;
  const { api } = await import('@/lib/data/api');
  server = createServer(
    getRequestListener(
      (request) => {
        reached.push(new URL(request.url).pathname);
        return api().fetch(request);
      },
      { overrideGlobalObjects: false },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.HOST = '127.0.0.1';
  process.env.PORT = String((server.address() as AddressInfo).port);
  origin = `http://127.0.0.1:${process.env.PORT}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await holder.__vitrineDb?.$client.end();
  for (const key of ['__vitrineContent', '__vitrineShell', '__vitrineApi', '__vitrineDb'] as const) {
    delete holder[key];
  }
  for (const name of ['DATABASE_URL', 'LOG_LEVEL', 'HOST', 'PORT', 'CONTENT_API_URL']) delete process.env[name];
});

async function staffSession() {
  const { api } = await import('@/lib/data/api');
  const session = await registerAndLogin(api());
  await grantStaffRole(getDb(), session.customerId, 'publisher');
  return session;
}

describe('decision 0059: a render reads its own content API in process', () => {
  it.each(['en-GB', 'ar-AE'] as const)(
    '%s: menu, footer, listing banners, hero and terms show, and no request reaches the server',
    async (code) => {
      const store = getLocale(code);
      const { shellData } = await import('./shell');
      const { contentPage } = await import('./pages');
      const { homeHero } = await import('./home');
      reached.length = 0;

      const shell = await shellData(store);
      expect(shell.menu.length).toBeGreaterThan(0);
      expect(shell.footer.sections.length).toBeGreaterThan(0);
      expect(shell.listingBanners.Banners.length).toBeGreaterThan(0);
      expect(await homeHero(store)).toMatchObject({ title: expect.any(String) });
      expect(await contentPage(store, 'terms-page')).toMatchObject({ title: expect.any(String) });
      expect(reached).toEqual([]);
    },
  );

  it('staff preview with the staff member’s own session, in process; a shopper gets none', async () => {
    const staff = await staffSession();
    const { api } = await import('@/lib/data/api');
    const shopper = await registerAndLogin(api());
    const { fetchPreview } = await import('./preview-server');
    reached.length = 0;

    const answer = await fetchPreview({ Store: 'AE_AR', Device: 'mobile' }, staff.accessToken, 'ar-AE');
    expect(answer).toMatchObject({ ok: true, shell: { info: { Store: 'AE_AR', Device: 'mobile' } } });
    expect(await fetchPreview({ Store: 'UK' }, shopper.accessToken, 'en-GB')).toEqual({
      ok: false,
      status: 403,
    });
    expect(reached).toEqual([]);
  });

  it('the preview’s own timeout still ends the wait for an API that does not answer', async () => {
    const staff = await staffSession();
    const { fetchPreview } = await import('./preview-server');
    // The banners the preview reads are locked, so the API cannot answer until they are released.
    const db = testDatabase();
    const locker = await db.$client.connect();
    await locker.query('begin');
    await locker.query('lock table content_banners in access exclusive mode');
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(100));
    try {
      const started = Date.now();
      await expect(fetchPreview({ Store: 'UK' }, staff.accessToken, 'en-GB')).rejects.toMatchObject({
        name: 'TimeoutError',
      });
      // Long before the lock itself would give up (DATABASE_LOCK_TIMEOUT_MS).
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(asked).toHaveBeenCalledWith(10_000);
    } finally {
      asked.mockRestore();
      await locker.query('rollback');
      locker.release();
      await db.$client.end();
    }
  });
});

describe('CONTENT_API_URL: another content service, read over HTTP', () => {
  it('sends the shell’s reads to the service it names', async () => {
    // A process configured with CONTENT_API_URL: its environment and content services made afresh.
    vi.resetModules();
    delete holder.__vitrineContent;
    delete holder.__vitrineShell;
    process.env.CONTENT_API_URL = `${origin}/api`;
    const { shellData } = await import('./shell');
    reached.length = 0;

    const shell = await shellData(getLocale('en-GB'));
    expect(shell.footer.sections.length).toBeGreaterThan(0);
    expect(shell.menu.length).toBeGreaterThan(0);
    expect(reached.sort()).toEqual(
      ['/api/v1/footer', '/api/v1/static/banner/UK_listing.json', '/api/v1/static/menu/UK.json'].sort(),
    );
  });
});
