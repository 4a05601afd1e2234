import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from './support/test';
import { registerByApi, signIn } from './support/account';
import { inventory, listingLinks, styleOf } from './support/catalogue';
import { ON_PHONE } from './support/projects';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 6 item 1 in the browser: heart a product on a listing as a guest, sign in (an account
 * registered in the test), find it on /customer/account/wishlist, choose a size and move it to the
 * bag; move a bag line back to the wishlist; axe on the wishlist page, filled and empty, left to
 * right and right to left; screenshots to look at.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const SHOTS = process.env.WISHLIST_SHOTS ?? path.join(root, 'test-results', 'wishlist-screens');

/** A wording of apps/web/messages/wishlist/{language}.json by its dotted key ("heart.add"). */
function wording(language: 'en' | 'ar') {
  const all = JSON.parse(
    fs.readFileSync(path.join(here, `../messages/wishlist/${language}.json`), 'utf8'),
  ) as unknown;
  return (key: string): string => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], all);
    if (typeof found !== 'string') throw new Error(`no message ${key} in ${language}`);
    return found;
  };
}

const STORES = [
  { locale: 'en-GB', prefix: '', header: 'en_GB' },
  { locale: 'en-US', prefix: '/us', header: 'en_US' },
] as const;

/** A style of the listing with a size deep enough in stock; each project its own. */
async function styleInStock(page: Page, header: string, url: string, info: TestInfo) {
  const found: { style: string; size: string }[] = [];
  for (const href of (await listingLinks(page, url)).slice(0, 16)) {
    const size = (await inventory(page.request, styleOf(href), header)).find((s) => s.quantity >= 5);
    if (size) found.push({ style: styleOf(href), size: size.sku });
    if (found.length === 2) break;
  }
  const pick = found[info.project.name === 'phone' ? 1 : 0];
  expect(pick, `a style in stock at ${url}`).toBeDefined();
  return pick!;
}

const uniqueEmail = (tag: string, info: TestInfo) =>
  `e2e.wishlist.${tag}.${info.project.name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function register(page: Page, info: TestInfo, header: string): Promise<string> {
  const email = uniqueEmail('shopper', info);
  await registerByApi(page.request, email, { header });
  return email;
}

/** On the sign-in page a protected page sent us to: sign in and come back. */
async function signInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/customer\/account\/login\/referer\//);
  await signIn(page, email);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string, info: TestInfo) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${info.project.name}.png`), fullPage: true });
}

for (const store of STORES) {
  test(`${store.locale}: a guest’s heart joins the account at sign-in, moves to the bag, and a bag line moves back`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const t = wording('en');
    const p = store.prefix;
    const email = await register(page, info, store.header);
    const { style, size } = await styleInStock(page, store.header, `${p}/clothing/dresses.html`, info);

    // A guest on the listing: the heart is a toggle button, empty, and nothing was asked yet.
    await page.goto(`${p}/clothing/dresses.html`);
    const heart = page.locator(`[data-testid="wishlist-heart"][data-sku="${style}"]`).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(t('heart.add'));
    await expect(page.getByTestId('wishlist-link')).toHaveAttribute('aria-label', t('header.label'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(t('heart.remove'));
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    if (store.locale === 'en-GB') await shot(page, 'listing-hearts', info);

    // Still filled after a reload (the cached page learns it in the browser, from the markers).
    await page.reload();
    await expect(page.locator(`[data-testid="wishlist-heart"][data-sku="${style}"]`).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The wishlist page needs sign-in; after it, the guest's heart is in the account's wishlist.
    await page.goto(`${p}/customer/account/wishlist`);
    await signInHere(page, email);
    await expect(page).toHaveURL(new RegExp(`${p}/customer/account/wishlist$`));
    const item = page.locator(`[data-testid="wishlist-item"][data-sku="${style}"]`);
    await expect(item).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');

    // Choose a size and move it to the bag: the bag counts it, the wishlist lets it go.
    await item.locator('select[name="sku"]').first().selectOption(size);
    await item.getByTestId('wishlist-move').click();
    await expect(page.getByTestId('wishlist-status')).toHaveAttribute('data-tone', 'ok');
    await expect(page.getByTestId('mini-bag-count')).toHaveText('1');
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);

    // On the bag page, the line goes back to the wishlist.
    await page.goto(`${p}/checkout/cart`);
    const line = page.locator(`[data-testid="bag-line"][data-sku="${size}"]`);
    await expect(line).toBeVisible();
    await line.getByTestId('move-to-wishlist').click();
    await expect(page.getByTestId('bag-empty')).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await page.goto(`${p}/customer/account/wishlist`);
    await expect(page.locator(`[data-testid="wishlist-item"][data-sku="${style}"]`)).toBeVisible();
    // The size it had in the bag is the one chosen.
    await expect(
      page.locator(`[data-testid="wishlist-item"][data-sku="${style}"] select[name="sku"]`).first(),
    ).toHaveValue(size);
  });
}

test(
  'the wishlist page passes axe, empty and filled, left to right and right to left',
  ON_PHONE,
  async ({ page }, info) => {
    test.setTimeout(120_000);
    for (const store of [
      { locale: 'en-GB', prefix: '', header: 'en_GB', language: 'en' as const },
      { locale: 'ar-AE', prefix: '/ae-ar', header: 'ar_AE', language: 'ar' as const },
    ]) {
      // A new shopper each time, who has still answered the consent banner (the config's storage state).
      await page.context().clearCookies({ name: /^vt_(jwt|refresh|wishlist_|quote_)/ });
      const t = wording(store.language);
      const email = await register(page, info, store.header);
      await page.goto(`${store.prefix}/customer/account/wishlist`);
      await signInHere(page, email);
      await expect(page.getByTestId('wishlist-empty')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', store.locale === 'ar-AE' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('page.title'));
      await expectNoAxeViolations(page, `${store.locale} empty`);
      if (info.project.name === 'phone') await expectNoSidewaysScroll(page);

      // Three styles through the product pages' hearts (the API, with this browser's session).
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'vt_xsrf')?.value ?? '';
      const links = (await listingLinks(page, `${store.prefix}/clothing/dresses.html`)).slice(0, 3);
      for (const href of links) {
        const res = await page.request.post('/api/v1/wishlist', {
          headers: { locale: store.header, 'x-xsrf-token': xsrf },
          data: { sku: styleOf(href) },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
      await page.goto(`${store.prefix}/customer/account/wishlist`);
      await expect(page.getByTestId('wishlist-item')).toHaveCount(3);
      await expectNoAxeViolations(page, `${store.locale} filled`);
      if (info.project.name === 'phone') await expectNoSidewaysScroll(page);
      if (store.locale === 'en-GB' && info.project.name === 'desktop')
        await shot(page, 'wishlist-en-GB', info);
      if (store.locale === 'ar-AE' && info.project.name === 'phone') {
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'wishlist-ar-AE-390', info);
      }
    }
  },
);
