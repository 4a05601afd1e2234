import fs from 'node:fs';
import { ON_PHONE } from './support/projects';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { uniqueAddress } from './support/addresses';

/**
 * §2.3 and §8 in the running store: a page that fails to render shows the error banner inside the
 * store's header and footer, in the store's language, red and start-aligned on a desktop, grey
 * and centred on a phone, and is reported; a footer that cannot be loaded leaves an empty footer
 * and the page whole; the browser sends half the reports it could (§9 sample rate 0.5), each with
 * at most its last 50 breadcrumbs. `/render-fault` fails on purpose (development and test only,
 * like /dev).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const messages = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, '../messages', `${language}.json`), 'utf8')) as {
    error: { title: string; serverMessage: string; reference: string };
  };

const STORES = [
  { prefix: '', language: 'en', dir: 'ltr' },
  { prefix: '/ae-ar', language: 'ar', dir: 'rtl' },
];

interface Report {
  kind: string;
  level: string;
  tags: Record<string, string>;
  path: string;
  clientSide: boolean;
}

for (const store of STORES) {
  test(
    `${store.language}: a render error shows the store’s banner in its chrome and is reported (§2.3, §8)`,
    ON_PHONE,
    async ({ page }, testInfo) => {
      const t = messages(store.language).error;
      // §9 samples half the reports: this browser keeps every one.
      await page.addInitScript(() => {
        Math.random = () => 0.1;
      });
      const reported = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/log',
      );
      await page.goto(`${store.prefix}/render-fault?sort=price_asc`);

      const banner = page.getByTestId('error-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(t.title);
      await expect(banner).toContainText(t.serverMessage);
      // Next's English sentence for developers never reaches the shopper.
      await expect(banner).not.toContainText('Server Components');
      const reference = (
        await banner.locator('p', { hasText: t.reference.replace('{reference}', '') }).innerText()
      )
        .replace(t.reference.replace('{reference}', ''), '')
        .trim();
      expect(reference).toMatch(/^\S+$/);
      await expect(page.locator('html')).toHaveAttribute('dir', store.dir);
      // Inside (shell): the store's header and footer stay around the banner.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const style = await banner.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, align: s.textAlign };
      });
      if (testInfo.project.name === 'phone') {
        expect(style.align).toBe('center');
        expect(style.background).not.toBe('rgb(179, 38, 30)');
      } else {
        expect(style.align).toBe('start');
        expect(style.background).toBe('rgb(179, 38, 30)');
      }

      // §8: reported with its level, the digest the shopper can quote, the path without its query.
      const report = (await reported).postDataJSON() as Report;
      expect(report).toMatchObject({
        kind: 'error',
        level: 'error',
        clientSide: true,
        path: `${store.prefix}/render-fault`,
        tags: { boundary: 'render', digest: reference },
      });
    },
  );
}

test('§8 a footer that cannot be loaded leaves an empty footer and the page whole', async ({
  page,
  request,
}) => {
  // Only en-IL breaks, so other specs running meanwhile keep their footers.
  const on = await request.post('/dev/faults', { data: { footer: ['en-IL'] } });
  expect(on.status()).toBe(200);
  try {
    const response = await page.goto('/il/customer/account/login');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header')).toHaveAttribute('data-menu-source', 'content');
    await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2 })).toHaveCount(0);
  } finally {
    const off = await request.post('/dev/faults', { data: { footer: false } });
    expect(off.status()).toBe(200);
  }
  await page.goto('/il/customer/account/login');
  expect(await page.getByRole('contentinfo').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
});

interface SentReport {
  message: string;
  breadcrumbs: { category: string; message: string }[];
}

for (const store of STORES) {
  test(`${store.language}: the browser sends half its reports, each with its last 50 breadcrumbs (§9)`, async ({
    page,
  }, testInfo) => {
    // The reports of this page come from an address of their own: the log endpoint's per-address
    // rate is not shared with the rest of the run.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(testInfo) });
    // The sample is drawn with Math.random: the test says what the draw returns.
    await page.addInitScript(() => {
      const w = window as unknown as { vtDraw: number };
      w.vtDraw = 0.4;
      Math.random = () => w.vtDraw;
    });
    const sent: SentReport[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/log') {
        sent.push(request.postDataJSON() as SentReport);
      }
    });
    const fault = (message: string) =>
      page.evaluate((m) => {
        setTimeout(() => {
          throw new Error(m);
        });
      }, message);
    const answered = (message: string) =>
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/v1/log' &&
          (response.request().postDataJSON() as SentReport).message === message,
      );

    await page.goto(`${store.prefix}/customer/account/login`);
    // Once the page listens for uncaught errors, one is reported.
    await expect
      .poll(
        async () => {
          await fault('listening');
          return sent.some((r) => r.message === 'listening');
        },
        { intervals: [1_000] },
      )
      .toBe(true);

    // Fifty-one faults, one after another: each report carries the faults before it as
    // breadcrumbs, the oldest dropped past fifty.
    for (let i = 1; i <= 51; i++) {
      const done = answered(`fault ${i}`);
      await fault(`fault ${i}`);
      expect((await done).status()).toBe(204);
    }
    const last = sent.find((r) => r.message === 'fault 51')!;
    const crumbs = last.breadcrumbs.map((b) => b.message);
    expect(crumbs).toHaveLength(50);
    expect(crumbs).toContain('fault 49');
    // The oldest, the page's navigation, is the first one dropped.
    expect(last.breadcrumbs.filter((b) => b.category === 'navigation')).toEqual([]);

    // A draw of 0.5 or more keeps the report in the browser; below 0.5 it is sent.
    await page.evaluate(() => {
      (window as unknown as { vtDraw: number }).vtDraw = 0.5;
    });
    await fault('not drawn');
    await page.evaluate(() => {
      (window as unknown as { vtDraw: number }).vtDraw = 0.49;
    });
    const drawn = answered('drawn');
    await fault('drawn');
    await drawn;
    expect(sent.map((r) => r.message)).not.toContain('not drawn');
  });
}
