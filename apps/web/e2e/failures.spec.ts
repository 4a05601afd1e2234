import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';

/**
 * §2.3 and §8 in the running store: a page that fails to render shows the error banner inside the
 * store's header and footer, in the store's language, red and start-aligned on a desktop, grey
 * and centred on a phone, and is reported; a footer that cannot be loaded leaves an empty footer
 * and the page whole. `/render-fault` fails on purpose (development and test only, like /dev).
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
  test(`${store.language}: a render error shows the store’s banner in its chrome and is reported (§2.3, §8)`, async ({
    page,
  }, testInfo) => {
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
    const reference = (await banner.locator('p', { hasText: t.reference.replace('{reference}', '') }).innerText())
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
  });
}

test('§8 a footer that cannot be loaded leaves an empty footer and the page whole', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the same server path; the phone adds nothing');
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
