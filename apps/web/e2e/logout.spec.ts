import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test';
import { ERROR_MESSAGES } from '../../../packages/commerce/src/error-wording.ts';
import { register } from './support/account';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 35 item 8: signing out is a state change, so only the page's own form (a POST carrying the
 * anti-forgery pair) does it. A link followed from another site, an image pointing at the §2.1
 * logout address or a typed address shows the confirmation and signs nobody out.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const account = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `../messages/account/${language}.json`), 'utf8'));

const STORES = [
  { locale: 'en-GB', prefix: '', language: 'en' as const },
  { locale: 'ar-AE', prefix: '/ae-ar', language: 'ar' as const },
];

/** Whether the browser is still signed in: the account page opens instead of the sign-in page. */
async function expectSignedIn(page: Page, prefix: string) {
  await page.goto(`${prefix}/customer/account`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/customer/account$`));
}

for (const store of STORES) {
  test(`${store.locale}: only the confirm button signs out; a cross-site GET or a forged POST does not`, async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    const p = store.prefix;
    const logout = `${baseURL}${p}/customer/account/logout`;
    const email = `e2e.logout.${store.locale}.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
    await register(page, email, { prefix: p });

    // Another site links to the logout address and shows it as an image: the shopper follows the
    // link (a top-level GET, which carries the Lax session cookies).
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Prize</title><img src="${logout}" alt=""><a href="${logout}">Claim</a>`,
      }),
    );
    await page.goto('http://evil.example/prize');
    await page.getByRole('link', { name: 'Claim' }).click();
    await expect(page).toHaveURL(logout);
    // A same-site image (content on one of the store's own pages) carries the cookies too.
    await page.evaluate(
      (src) =>
        new Promise((done) => {
          const img = new Image();
          img.onload = img.onerror = done;
          img.src = src;
        }),
      logout,
    );
    await expectSignedIn(page, p);

    // The confirm page: in the store's language, nothing but a question and a button.
    const t = account(store.language).logout;
    await page.goto(logout);
    await expect(page.locator('html')).toHaveAttribute('lang', store.locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const confirm = page.getByRole('main').getByRole('button', { name: t.confirm, exact: true });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, `${store.locale} logout`);

    // A POST without the anti-forgery pair is refused, in the shopper's language.
    const confirmForm = page
      .locator('main form')
      .filter({ has: page.getByRole('button', { name: t.confirm, exact: true }) });
    await confirmForm.locator('input[name="xsrf"]').evaluate((input) => {
      (input as HTMLInputElement).value = 'forged-value-of-the-right-length';
    });
    await confirm.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      ERROR_MESSAGES.XSRF_MISMATCH[store.language],
    );
    await expectSignedIn(page, p);

    // The button, from the keyboard, signs out: the sign-in page says so and the account is closed.
    await page.goto(logout);
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${p}/customer/account/login$`));
    await expect(page.getByText(account(store.language).login.signedOut)).toBeVisible();
    await page.goto(`${p}/customer/account`);
    await expect(page).toHaveURL(/\/customer\/account\/login\/referer\//);
  });
}
